import { purgeExpiredLoginRequests } from '../auth/login-requests';
import { purgeExpiredSessions } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { forgetCountedBefore } from '../services/counted-today';
import { releaseStaleClaims } from '../services/score-reviews';

/** What a purge removed. */
interface PurgeResult {
  sessions: number;
  loginRequests: number;
  /** Held scores whose acceptance never finished (its process died), back in the review queue. */
  staleClaims: number;
  /** Who was counted on a day before yesterday (visits, lookups), forgotten. */
  counted: number;
}

/**
 * Removes what can never be used again: sessions past their expiry or idle time, and logins begun
 * and abandoned at the provider. Each is also refused when presented, so this only keeps the
 * tables from growing without end. And gives back to the review queue the held scores whose
 * acceptance was cut off by a process that died, and forgets who was counted days ago. Run daily
 * by the scheduler.
 */
export async function purgeExpired(db: Db, config: Config, now: Date): Promise<PurgeResult> {
  return {
    sessions: await purgeExpiredSessions(db, config, now),
    loginRequests: await purgeExpiredLoginRequests(db, now),
    staleClaims: await releaseStaleClaims(db, now),
    // Yesterday's stay: a business day ends hours after midnight in some time zones.
    counted: await forgetCountedBefore(
      db,
      new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10),
    ),
  };
}
