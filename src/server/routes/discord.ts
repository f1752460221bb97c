import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { dayClock } from '../config';
import type { AppDeps } from '../deps';
import { APPLICATION_COMMAND, handleCommand, Interaction, PING, PONG } from '../discord/interactions';
import { firstSighting } from '../discord/replay';
import { discordPublicKey, freshTimestamp, validSignature } from '../discord/signature';
import type { AppEnv } from '../http/env';
import { ApiError, badRequest, unauthorized } from '../http/errors';
import { mount } from '../http/mount';

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
    // Signed requests are accepted for a few minutes only, and each once.
    if (!freshTimestamp(timestamp, now())) throw unauthorized('request too old or timestamp malformed');
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw badRequest('The body is not valid JSON.');
    }
    const parsed = Interaction.safeParse(json);
    if (!parsed.success)
      throw badRequest('The body is not an interaction (an object with an id and a type).');
    const interaction = parsed.data;
    if (!(await firstSighting(database.db, interaction.id, now())))
      throw unauthorized('This interaction was received already (replayed request).');
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
