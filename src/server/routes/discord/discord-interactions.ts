import { z } from 'zod';
import { dayClock } from '../../config';
import { APPLICATION_COMMAND, handleCommand, Interaction, PING, PONG } from '../../discord/interactions';
import { firstSighting } from '../../discord/replay';
import { discordPublicKey, freshTimestamp, validSignature } from '../../discord/signature';
import { defineEndpoint } from '../../http/endpoint';
import { ApiError, badRequest, unauthorized } from '../../http/errors';

const SIGNED = 'Required: a request without it is a 401 (Discord requires that answer, not a 400)';

/**
 * The signature headers, documented but optional to the schema: the handler refuses a missing or
 * bad one with the 401 Discord expects, which a schema's refusal (a 400) would not be.
 */
const SignatureHeaders = z.object({
  'X-Signature-Ed25519': z
    .string()
    .optional()
    .meta({ description: `Ed25519 signature (hex) of the timestamp and the body. ${SIGNED}` }),
  'X-Signature-Timestamp': z
    .string()
    .optional()
    .meta({ description: `Unix seconds, within five minutes of the server's clock. ${SIGNED}` }),
});

/** What the server answers: a PONG, or a reply only the command's author sees. */
const InteractionResponse = z.object({
  type: z.number().int().meta({ description: '1: PONG (to a PING), 4: a message in the channel' }),
  data: z
    .object({
      content: z.string(),
      flags: z.number().int().meta({ description: '64: only its author sees it' }),
    })
    .optional(),
});

/** Discord's interactions endpoint: signed PINGs and the /track and /untrack commands. */
export const discordInteractions = defineEndpoint(
  {
    name: 'discordInteractions',
    method: 'POST',
    path: '/api/discord/interactions',
    summary: "Discord's HTTP interactions: PING, and the /track and /untrack commands (Ed25519-signed)",
    tag: 'Operations',
    access: 'discord',
    headers: SignatureHeaders,
    // Read by the handler as text: the signature is of the bytes as sent, checked before parsing.
    consumes: 'application/json',
    body: Interaction.meta({
      description: `A Discord interaction (the fields read; Discord sends more). type ${PING}: PING, ${APPLICATION_COMMAND}: APPLICATION_COMMAND.`,
    }),
    response: InteractionResponse,
    errors: {
      400: 'The body is not JSON, not an interaction (an object with an id and a type), or of a type other than PING and APPLICATION_COMMAND',
      401: 'Missing, invalid or tampered signature, a stale or malformed timestamp, or a replayed interaction',
      404: 'The chat application is not configured',
    },
  },
  ({ database, config, now }) => {
    const key = config.discordApp.publicKey ? discordPublicKey(config.discordApp.publicKey) : undefined;
    return async (_input, c) => {
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
    };
  },
);
