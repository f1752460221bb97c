import { startMockProviders } from '../support/oauth-mocks';
import { prepareOwnServerTemplate } from './own-server';
import { DISCORD_PORT, GOOGLE_PORT, startSuiteServer } from './suite-server';

/**
 * Before any test, side by side: the local stand-ins for Google and Discord (in this process), the
 * suite's server (suite-server.ts), and the seeded database the tests' own servers start from
 * (own-server.ts). Playwright's `webServer` started them one after another. Stopped, the
 * server first, when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [mocks, server, template] = await Promise.allSettled([
    startMockProviders({ google: GOOGLE_PORT, discord: DISCORD_PORT }),
    startSuiteServer(),
    prepareOwnServerTemplate(),
  ]);
  const teardown = async () => {
    if (server.status === 'fulfilled') await server.value.stop();
    if (mocks.status === 'fulfilled') await mocks.value.stop();
  };
  const failed = [mocks, server, template].find((r) => r.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
