import webpush from 'web-push';
import type { Db } from '../db/client';
import { appState } from '../db/schema';
import { readState } from './app-state';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

/**
 * The server's Web Push keys (VAPID): made once, on first start, and kept in the database, so that
 * every process signs with the same pair and the browsers' subscriptions (made with the public
 * key) outlive restarts. Two processes starting together both insert; the first one wins and both
 * read it back.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await readState(db, 'vapidKeys');
  if (isKeys(kept)) return kept;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(appState)
    .values({ key: 'vapidKeys', value: { publicKey: made.publicKey, privateKey: made.privateKey } })
    .onConflictDoNothing();
  const stored = await readState(db, 'vapidKeys');
  if (!isKeys(stored)) throw new Error('The Web Push keys could not be kept.');
  return stored;
}
