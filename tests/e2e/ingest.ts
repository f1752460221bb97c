import { type APIRequestContext, expect } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import type { FeedRecord } from '../support/feed-record';
import { E2E_OPS } from './suite-server';

export type { FeedRecord };

/** Sends score records through the real ingest endpoint. */
export async function ingest(request: APIRequestContext, records: readonly FeedRecord[]): Promise<void> {
  const res = await request.post('/api/ingest', {
    headers: { authorization: `Bearer ${E2E_OPS.ingestToken}`, 'content-type': 'application/x-ndjson' },
    data: records.map((e) => JSON.stringify(e)).join('\n'),
  });
  expect(res.status()).toBe(200);
}

/**
 * A record that raises a player's total at a venue by `gain` now: a better score on the first
 * level of the venue's first room.
 */
export async function raiseTotal(
  request: APIRequestContext,
  player: string,
  locationId: number,
  gain: number,
): Promise<FeedRecord> {
  const res = await request.get(
    `/api/activate/players/player/${encodeURIComponent(player)}/location/${locationId}`,
  );
  const data = (await res.json()) as PlayerData;
  const level = data.scores[0];
  if (!level) throw new Error(`${player} has no level at venue ${locationId}`);
  return {
    player,
    location: data.locationName,
    room: level.roomName,
    game: level.gameName,
    level: level.levelId,
    score: level.highScore + gain,
    playedAt: new Date().toISOString(),
  };
}
