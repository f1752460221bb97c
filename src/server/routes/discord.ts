import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { type AppDeps, dayClock } from '../app';
import { APPLICATION_COMMAND, handleCommand, type Interaction, PING, PONG } from '../discord/interactions';
import { discordPublicKey, validSignature } from '../discord/signature';
import type { AppEnv } from '../http/env';
import { ApiError, badRequest, unauthorized } from '../http/errors';
import { mount } from '../http/mount';

// Signed requests older than this are refused, so a captured one cannot be replayed later.
const MAX_AGE_S = 5 * 60;

/** The chat application's interactions endpoint (Discord calls it; it verifies every request). */
export function discordRoutes({ database, config, now }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const key = config.discordApp.publicKey ? discordPublicKey(config.discordApp.publicKey) : undefined;

  mount(app, endpoints.discordInteractions, async (_input, c) => {
    if (!key)
      throw new ApiError(
        404,
        'not_configured',
        'The chat application is not configured (DISCORD_PUBLIC_KEY).',
      );
    const body = await c.req.text();
    const timestamp = c.req.header('x-signature-timestamp');
    if (!validSignature(key, c.req.header('x-signature-ed25519'), timestamp, body))
      throw unauthorized('invalid request signature');
    if (Math.abs(now().getTime() / 1000 - Number(timestamp)) > MAX_AGE_S)
      throw unauthorized('request too old');
    let interaction: Interaction;
    try {
      interaction = JSON.parse(body) as Interaction;
    } catch {
      throw badRequest('The body is not valid JSON.');
    }
    if (interaction.type === PING) return { type: PONG };
    if (interaction.type !== APPLICATION_COMMAND) throw badRequest('Unsupported interaction type.');
    return handleCommand(interaction, {
      db: database.db,
      rolesChannelId: config.discordRolesChannelId,
      clock: dayClock(config),
      now: now(),
      siteName: config.siteName,
    });
  });
  return app;
}
