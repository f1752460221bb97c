import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { appState } from '../db/schema';
import { readState } from './app-state';

/** Hashes what stands for a visitor (their address, with what they did) for keeping. */
export type VisitorHash = (text: string) => string;

/**
 * A keyed hash (HMAC-SHA-256) for what the server keeps about visitors in the database (their
 * standing against a rate limit, whether they were counted today): the same in every process on
 * the database, and no address anyone reading the tables could recover (a plain hash of an IPv4
 * address is undone by trying all four billion). The key is made on first use and kept in
 * app_state; two processes starting together both insert, the first wins and both read it back.
 */
export async function visitorHash(db: Db): Promise<VisitorHash> {
  let kept = await readState(db, 'visitorKey');
  if (!kept) {
    await db
      .insert(appState)
      .values({ key: 'visitorKey', value: { secret: randomBytes(32).toString('base64url') } })
      .onConflictDoNothing();
    kept = await readState(db, 'visitorKey');
  }
  if (!kept?.secret) throw new Error('The visitors’ hash key could not be kept.');
  const key = Buffer.from(kept.secret, 'base64url');
  return (text) => createHmac('sha256', key).update(text).digest('base64url');
}
