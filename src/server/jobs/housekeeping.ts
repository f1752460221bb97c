import { purgeExpiredLoginRequests } from '../auth/login-requests';
import { purgeExpiredSessions } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What a purge removed. */
export interface PurgeResult {
  sessions: number;
  loginRequests: number;
}

/**
 * Removes what can never be used again: sessions past their expiry or idle time, and logins begun
 * and abandoned at the provider. Each is also refused when presented, so this only keeps the
 * tables from growing without end; run daily by the scheduler.
 */
export async function purgeExpired(db: Db, config: Config, now: Date): Promise<PurgeResult> {
  return {
    sessions: await purgeExpiredSessions(db, config, now),
    loginRequests: await purgeExpiredLoginRequests(db, now),
  };
}
