/**
 * Runs the mock Google and Discord providers for the end-to-end suite (playwright.config.ts starts
 * it beside the site): tsx tests/support/oauth-mock-server.ts GOOGLE_PORT DISCORD_PORT
 */
import { startMockProviders } from './oauth-mocks';

const [google, discord] = process.argv.slice(2).map(Number);
const mocks = await startMockProviders({ google: google ?? 0, discord: discord ?? 0 });
console.info(
  `Mock login providers: ${mocks.env.GOOGLE_ISSUER} (Google), ${mocks.env.DISCORD_TOKEN_URL} (Discord)`,
);
const stop = () => void mocks.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
