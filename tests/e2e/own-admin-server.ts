import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { type MockProviders, startMockProviders } from '../support/oauth-mocks';
import { type OwnServer, startOwnServer } from './own-server';

/**
 * A server of the spec's own on PGlite, with the mock login providers and their Google identity as
 * its admin, started before the spec's tests and stopped after them. `offset` (from E2E_PORT)
 * keeps specs apart; each Playwright worker adds its index. Answers the server's origin.
 */
export function ownAdminServer(offset: number, name: string, env: Record<string, string> = {}): () => string {
  let server: OwnServer | undefined;
  let mocks: MockProviders | undefined;
  let dataDir = '';
  test.beforeAll(async ({ browserName: _ }, info) => {
    const port = Number(process.env.E2E_PORT ?? 4399) + offset + info.parallelIndex;
    dataDir = `data/e2e-${name}-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    mocks = await startMockProviders();
    server = await startOwnServer(port, {
      ...mocks.env,
      PGLITE_DIR: `${dataDir}/pglite`,
      DATABASE_URL: '',
      ADMIN_EMAILS: mocks.identities.google.email,
      ...env,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mocks?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('The test server is not running');
    return server.origin;
  };
}
