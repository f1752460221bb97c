import { formatNumber } from './format';

/**
 * Where a position stands among everyone ranked, as players say it: 'top 3%'. Positions are
 * competition ranks (ties share one, 1, 2, 2, 4), so tied players always read the same share.
 *
 * The share is ceil(position / players × 100), at least 1 and at most 100: the leader of 212 is
 * in the top 1%, the 14th of 212 in the top 7% (6.6 rounded up: never flattering), the last in
 * the top 100%. With one player there is no share to speak of (see percentileText).
 */
export function topPercent(position: number, players: number): number {
  const count = Math.max(1, Math.floor(players));
  const place = Math.min(count, Math.max(1, Math.floor(position)));
  return Math.min(100, Math.max(1, Math.ceil((place * 100) / count)));
}

/** 'top 3% at Leeds', or 'the only player at Leeds' when nobody else is ranked there. */
export function percentileText(position: number, players: number, where: string): string {
  if (players <= 1) return `the only player ${where}`;
  return `top ${topPercent(position, players)}% ${where}`;
}

/** A place in its field: '#14 of 212 — top 7%' ('#1 of 1' alone: a share of one says nothing). */
export function placeText(position: number, players: number): string {
  const place = `#${formatNumber(position)} of ${formatNumber(Math.max(players, position))}`;
  return players <= 1 ? place : `${place} — top ${topPercent(position, players)}%`;
}

/**
 * A position among several sorted fields merged (the chain: every venue's totals): 1 + how many
 * entries of all fields are above, and how many entries there are. `above` of a field is its
 * competition rank of the value − 1.
 */
export function mergedPlace(fields: ReadonlyArray<{ above: number; size: number }>): {
  position: number;
  players: number;
} {
  let above = 0;
  let players = 0;
  for (const f of fields) {
    above += f.above;
    players += f.size;
  }
  return { position: above + 1, players };
}
