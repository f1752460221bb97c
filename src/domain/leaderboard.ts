import { PLACEHOLDER_RANK } from './constants';
import { playerNameKey } from './player-name';
import { amountChange, rankChange } from './rank-change';
import { competitionRanks } from './standing';

/** A board entry before day-over-day figures: who, where, with what score and position. */
export interface BoardRow {
  playerId: number;
  locationId: number;
  name: string;
  score: number;
  position: number;
}

/** A board entry with its changes since yesterday. */
interface BoardEntryWithChanges<T extends BoardRow> {
  row: T;
  /** Yesterday's position minus today's: positive means climbed. Missing yesterday counts as 101. */
  positionDifference: number;
  /**
   * Today's score minus yesterday's: the score on yesterday's board, or for a player who was not
   * on it, their own total at yesterday's close (0 when they had none).
   */
  scoreDifference: number;
  /** The board leader's score minus this score. */
  scoreDifferenceFromTopPlayerScore: number;
  /** Whether the entry was not on yesterday's board (it entered today). */
  isNew: boolean;
}

/** A (player, venue) pair's key: on boards that span venues, one player's two venues are two entries. */
export const boardKey = (r: { playerId: number; locationId: number }): string =>
  `${r.playerId}:${r.locationId}`;

/** Today's entries that were not on yesterday's board: whose totals at yesterday's close are needed. */
export function entrants<T extends BoardRow>(today: readonly T[], yesterday: readonly BoardRow[]): T[] {
  const before = new Set(yesterday.map(boardKey));
  return today.filter((r) => !before.has(boardKey(r)));
}

/**
 * Day-over-day figures of today's board against yesterday's. Entries are matched on (player,
 * venue). An entrant's position is counted from the placeholder 101, but their score from their
 * own total at yesterday's close (`totalsAtClose`, by boardKey): so a player's gain is the same on
 * every board that shows them, entered or not.
 */
export function withChanges<T extends BoardRow>(
  today: readonly T[],
  yesterday: readonly BoardRow[],
  totalsAtClose: ReadonlyMap<string, number>,
): BoardEntryWithChanges<T>[] {
  const before = new Map(yesterday.map((r) => [boardKey(r), r]));
  const leader = today.reduce((best, r) => Math.max(best, r.score), 0);
  return today.map((row) => {
    const past = before.get(boardKey(row));
    const closing = past?.score ?? totalsAtClose.get(boardKey(row)) ?? 0;
    return {
      row,
      positionDifference: rankChange(past?.position ?? PLACEHOLDER_RANK, row.position),
      scoreDifference: amountChange(closing, row.score),
      scoreDifferenceFromTopPlayerScore: leader - row.score,
      isNew: past === undefined,
    };
  });
}

/**
 * One board of several venues' boards (a city's): their entries merged, best first (ties by
 * name), positions counted again among them, and the first `size` positions kept. Every entry of
 * the merged board's top is on its own venue's top, so the venues' tops are all it needs.
 */
export function mergeBoards<T extends BoardRow>(boards: ReadonlyArray<readonly T[]>, size: number): T[] {
  const all = boards
    .flat()
    .map((row) => ({ row, key: playerNameKey(row.name) }))
    .sort((a, b) => b.row.score - a.row.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((e) => e.row);
  const positions = competitionRanks(all.map((r) => r.score));
  return all
    .map((row, i) => ({ ...row, position: positions[i] as number }))
    .filter((row) => row.position <= size);
}
