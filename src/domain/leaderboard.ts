import { PLACEHOLDER_RANK } from './constants';

/** A board entry before day-over-day figures: who, where, with what score and position. */
export interface BoardRow {
  playerId: number;
  locationId: number;
  name: string;
  score: number;
  position: number;
}

/** A board entry with its changes since yesterday. */
export interface BoardEntryWithChanges<T extends BoardRow> {
  row: T;
  /** Yesterday's position minus today's: positive means climbed. Missing yesterday counts as 101. */
  positionDifference: number;
  /** Today's score minus yesterday's (yesterday's is 0 when missing). */
  scoreDifference: number;
  /** The board leader's score minus this score. */
  scoreDifferenceFromTopPlayerScore: number;
}

const key = (r: { playerId: number; locationId: number }) => `${r.playerId}:${r.locationId}`;

/**
 * Day-over-day figures of today's board against yesterday's, per DESIGN.md section 4. Entries are
 * matched on (player, venue), so on the world board a player's two venues are two entries.
 */
export function withChanges<T extends BoardRow>(
  today: readonly T[],
  yesterday: readonly BoardRow[],
): BoardEntryWithChanges<T>[] {
  const before = new Map(yesterday.map((r) => [key(r), r]));
  const leader = today.reduce((best, r) => Math.max(best, r.score), 0);
  return today.map((row) => {
    const past = before.get(key(row));
    return {
      row,
      positionDifference: (past?.position ?? PLACEHOLDER_RANK) - row.position,
      scoreDifference: row.score - (past?.score ?? 0),
      scoreDifferenceFromTopPlayerScore: leader - row.score,
    };
  });
}
