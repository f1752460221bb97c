/**
 * Daily movers (docs/product.md, "Today's movers"): what changed on a board since yesterday's
 * close, picked from the board's own day-over-day figures so the movers and the board's ▲/▼ and
 * NEW always agree.
 */

/** Climbers shown: the five who gained the most positions. */
const CLIMBERS_SHOWN = 5;
/** Players new on the board shown (best placed first). */
const NEW_PLAYERS_SHOWN = 5;
/** New top scores shown (latest first). */
const NEW_TOPS_SHOWN = 10;

/** What the picks read of a board entry. */
interface MoverCandidate {
  rank: number;
  positionDifference: number;
  isNew: boolean;
}

/**
 * The biggest climbers: entries that were on yesterday's board and gained positions, most gained
 * first, the better placed first among equals. A player new on the board is not a climber (their
 * gain is counted from the placeholder 101); they are listed as new instead.
 */
export function biggestClimbers<T extends MoverCandidate>(
  entries: readonly T[],
  count = CLIMBERS_SHOWN,
): T[] {
  return entries
    .filter((e) => !e.isNew && e.positionDifference > 0)
    .sort((a, b) => b.positionDifference - a.positionDifference || a.rank - b.rank)
    .slice(0, count);
}

/** The players new on the board today, best placed first. */
export function newOnBoard<T extends MoverCandidate>(entries: readonly T[], count = NEW_PLAYERS_SHOWN): T[] {
  return entries
    .filter((e) => e.isNew)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count);
}

/** A level whose top score was beaten since yesterday's close. */
interface NewTop {
  /** When it was set (ISO 8601). */
  achievedAt: string;
  score: number;
}

/** The latest new top scores first (the higher first when set at the same instant). */
export function latestTops<T extends NewTop>(tops: readonly T[], count = NEW_TOPS_SHOWN): T[] {
  return [...tops]
    .sort((a, b) => Date.parse(b.achievedAt) - Date.parse(a.achievedAt) || b.score - a.score)
    .slice(0, count);
}

/** Whether anything moved: the movers section shows its empty line otherwise. */
export function anythingMoved(movers: {
  climbers: readonly unknown[];
  newPlayers: readonly unknown[];
  newTopScores: readonly unknown[];
}): boolean {
  return movers.climbers.length + movers.newPlayers.length + movers.newTopScores.length > 0;
}
