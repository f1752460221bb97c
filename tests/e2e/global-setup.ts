import { prepareOwnServerTemplate } from './own-server';

/** Before any test: the seeded database the tests' own servers start from (see own-server.ts). */
export default function globalSetup(): void {
  prepareOwnServerTemplate();
}
