import { and, isNull, min, sql } from 'drizzle-orm';
import { alertMessage, backoffMs, type OvertakenEvent } from '@/domain/overtaken';
import { type Db, queryRows } from '../db/client';
import { type AlertChannel, overtakenAlerts, pushSubscriptions, trackedProfiles } from '../db/schema';
import { type DiscordApi, sendDirectMessage } from '../discord/direct-message';
import { type PushDelivery, type PushOptions, sendPushAlert } from './push-delivery';

interface AlertSenderOptions {
  /** The bot's API: without it, no Discord alert is sent (they wait in the outbox). */
  api?: DiscordApi | undefined;
  /** Web Push: without it, no push alert is sent. */
  push?: PushOptions | undefined;
  /** First retry's wait after a 5xx or no answer; it doubles with each attempt, up to `retryCapMs`. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Attempts at most; then the alert is given up (and logged). */
  maxAttempts: number;
  now?: () => Date;
  /** Told of each alert given up, and of a pass that failed (the database away). */
  onError: (error: unknown) => void;
}

/** A claimed alert is left to its sender this long; if that process dies, another sends it after. */
const LEASE_MS = 60_000;
/** Alerts claimed per pass. */
const CLAIM = 20;
/** The sender looks for due alerts at least this often (those written by another process's import). */
const IDLE_POLL_MS = 30_000;

interface Claimed {
  id: number;
  player_id: number;
  channel: AlertChannel;
  chat_user_id: string | null;
  details: { events: OvertakenEvent[] };
  attempts: number;
}

/**
 * One pass over the outbox: claims the alerts that are due (still tracked, not sent, not given up)
 * and delivers each. A claim moves the alert's next attempt a lease ahead, so two processes never
 * send one alert together. Answers when the next alert falls due, if any is left.
 */
async function deliverDueAlerts(db: Db, options: AlertSenderOptions): Promise<Date | null> {
  const now = options.now ?? (() => new Date());
  const at = now();
  const a = overtakenAlerts;
  // Only the channels this sender can deliver, and only to players still following them.
  const discord = options.api
    ? sql`(${a.channel} = 'discord' and exists (select 1 from ${trackedProfiles} where ${trackedProfiles.playerId} = ${a.playerId}))`
    : sql`false`;
  const push = options.push
    ? sql`(${a.channel} = 'push' and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.playerId} = ${a.playerId}))`
    : sql`false`;
  const claimed = await queryRows<Claimed>(
    db,
    sql`
    update ${a} set ${sql.identifier(a.attempts.name)} = ${a.attempts} + 1,
      ${sql.identifier(a.nextAttemptAt.name)} = ${new Date(at.getTime() + LEASE_MS).toISOString()}::timestamptz
    where ${a.id} in (
      select ${a.id} from ${a}
      where ${a.sentAt} is null and ${a.gaveUpAt} is null and ${a.nextAttemptAt} <= ${at.toISOString()}::timestamptz
        and (${discord} or ${push})
      order by ${a.nextAttemptAt} limit ${CLAIM}
      for update skip locked)
    returning ${a.id} as id, ${a.playerId} as player_id, ${a.channel} as channel,
      ${a.chatUserId} as chat_user_id, ${a.details} as details, ${a.attempts} as attempts`,
  );
  for (const alert of claimed) {
    const delivery = await deliver(db, alert, options);
    const after = now();
    if (delivery.outcome === 'gone') {
      // Every browser that followed the player is gone: nobody to tell, nothing to report.
      await db.update(a).set({ gaveUpAt: after }).where(sql`${a.id} = ${alert.id}`);
      continue;
    }
    if (delivery.outcome === 'sent') {
      await db.update(a).set({ sentAt: after }).where(sql`${a.id} = ${alert.id}`);
      continue;
    }
    if (delivery.outcome === 'refused' || alert.attempts >= options.maxAttempts) {
      await db.update(a).set({ gaveUpAt: after }).where(sql`${a.id} = ${alert.id}`);
      options.onError(
        new Error(
          `Overtaken alert ${alert.id} given up after ${alert.attempts} attempt(s): ${delivery.reason}`,
        ),
      );
      continue;
    }
    const wait = delivery.afterMs ?? backoffMs(alert.attempts, options.retryBaseMs, options.retryCapMs);
    await db
      .update(a)
      .set({ nextAttemptAt: new Date(after.getTime() + wait) })
      .where(sql`${a.id} = ${alert.id}`);
  }
  // The next this sender could send: another channel's alerts would wake it for nothing.
  const [next] = await db
    .select({ at: min(a.nextAttemptAt) })
    .from(a)
    .where(and(isNull(a.sentAt), isNull(a.gaveUpAt), sql`(${discord} or ${push})`));
  return next?.at ?? null;
}

/** Delivers one claimed alert on its channel. */
function deliver(db: Db, alert: Claimed, options: AlertSenderOptions): Promise<PushDelivery> {
  if (alert.channel === 'push' && options.push)
    return sendPushAlert(db, alert.player_id, alert.details.events, options.push);
  if (alert.channel === 'discord' && options.api && alert.chat_user_id)
    return sendDirectMessage(options.api, alert.chat_user_id, alertMessage(alert.details.events));
  return Promise.resolve({ outcome: 'refused', reason: `no way to send a ${alert.channel} alert` });
}

export interface AlertSender {
  /** Looks for due alerts now (an import has just written some). */
  wake(): void;
  /** Resolves once no pass is running. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivers the overtaken alerts as they fall due: woken at once by each data change (imports write
 * the alerts), at each alert's retry time, and every half a minute in any case.
 */
export function startAlertSender(db: Db, options: AlertSenderOptions): AlertSender {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const schedule = (next: Date | null) => {
    clearTimeout(timer);
    if (stopped) return;
    const wait = next ? Math.min(IDLE_POLL_MS, Math.max(0, next.getTime() - now().getTime())) : IDLE_POLL_MS;
    timer = setTimeout(wake, wait);
    timer.unref();
  };
  const pass = async () => {
    do {
      again = false;
      let next: Date | null = null;
      try {
        next = await deliverDueAlerts(db, options);
      } catch (error) {
        options.onError(error);
      }
      schedule(next);
    } while (again && !stopped);
  };
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
    });
  }
  wake();
  return {
    wake,
    settled: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
