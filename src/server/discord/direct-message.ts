import { retryAfterMs } from '@/domain/overtaken';

/** Discord's API as the bot calls it. */
export interface DiscordApi {
  /** e.g. https://discord.com/api/v10 (configuration: DISCORD_API_URL). */
  baseUrl: string;
  botToken: string;
  /** An answer slower than this counts as none (a retry later). */
  timeoutMs?: number;
}

/** How one delivery went: sent; worth retrying (after `afterMs` when Discord said so); or refused for good. */
export type Delivery =
  | { outcome: 'sent' }
  | { outcome: 'retry'; afterMs?: number; reason: string }
  | { outcome: 'refused'; reason: string };

/** A rate limit without a usable wait: a second. */
const RATE_LIMIT_FALLBACK_MS = 1000;

class DeliveryProblem extends Error {
  constructor(readonly delivery: Exclude<Delivery, { outcome: 'sent' }>) {
    super(delivery.reason);
  }
}

async function call(api: DiscordApi, path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bot ${api.botToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(api.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new DeliveryProblem({ outcome: 'retry', reason: `no answer from Discord (${String(error)})` });
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (response.ok) return json;
  const reason = `Discord answered ${response.status} to POST ${path}: ${text.slice(0, 200)}`;
  if (response.status === 429)
    throw new DeliveryProblem({
      outcome: 'retry',
      afterMs: retryAfterMs(json, response.headers.get('retry-after'), RATE_LIMIT_FALLBACK_MS),
      reason,
    });
  if (response.status >= 500) throw new DeliveryProblem({ outcome: 'retry', reason });
  // 400, 401, 403 (the user accepts no direct messages), 404: trying again would not help.
  throw new DeliveryProblem({ outcome: 'refused', reason });
}

/**
 * Sends `content` to a Discord user as the bot: opens (or finds) the direct-message channel with
 * them, then posts the message in it. Mentions in the text ping nobody.
 */
export async function sendDirectMessage(
  api: DiscordApi,
  recipientId: string,
  content: string,
): Promise<Delivery> {
  try {
    const channel = (await call(api, '/users/@me/channels', { recipient_id: recipientId })) as {
      id?: unknown;
    };
    if (typeof channel?.id !== 'string')
      return { outcome: 'retry', reason: 'Discord opened no direct-message channel (no id in its answer)' };
    await call(api, `/channels/${encodeURIComponent(channel.id)}/messages`, {
      content,
      allowed_mentions: { parse: [] },
    });
    return { outcome: 'sent' };
  } catch (error) {
    if (error instanceof DeliveryProblem) return error.delivery;
    throw error;
  }
}
