/** npm run discord:register: registers /track and /untrack with Discord for the configured application. */
import { loadConfig } from '../src/server/config';
import { registerCommandsRequest } from '../src/server/discord/commands';
import { runCli, UsageError } from './cli';

await runCli(async () => {
  const { applicationId, botToken, apiUrl } = loadConfig().discordApp;
  if (!applicationId || !botToken)
    throw new UsageError('Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN first.');
  const request = registerCommandsRequest(applicationId, botToken, apiUrl);
  const response = await fetch(request.url, request.init);
  if (!response.ok)
    throw new UsageError(`Discord refused the commands (${response.status}): ${await response.text()}`);
  console.info('Registered /track and /untrack.');
});
