import { standingContext } from './figure-context';
import { formatNumber } from './format';
import { playerRank } from './rank';

/** The size of a share card: what Open Graph and Twitter's large card ask for (1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a player's share card and its page's link preview say. */
export interface PlayerShare {
  playerName: string;
  totalScore: number;
  standing: number;
  /** Players with a total at the venue: the standing's context. */
  playersAtVenue: number;
  venue: string;
}

/** A board's row as a card shows it. */
export interface BoardShareRow {
  position: number;
  name: string;
  score: number;
}

/** Rows a venue's card lists: the top of its board. */
export const CARD_BOARD_ROWS = 5;

/** The top of a board (entries as the API answers them) as a card lists it. */
export function boardShareRows(
  entries: ReadonlyArray<{ rank: number; players: string; local_score: number }>,
): BoardShareRow[] {
  return entries
    .slice(0, CARD_BOARD_ROWS)
    .map((e) => ({ position: e.rank, name: e.players, score: e.local_score }));
}

/**
 * The size a card sets a player's name in (px): smaller as the name grows, so that most names fit
 * the 680 px beside the shield whole; a longer one ends in an ellipsis.
 */
export function cardNameSize(name: string): number {
  const length = [...name].length;
  if (length <= 14) return 72;
  if (length <= 20) return 56;
  return 44;
}

/** The standing as a card prints it: '#12 of 412' (never 'of' fewer than the standing). */
export function positionLine(share: Pick<PlayerShare, 'standing' | 'playersAtVenue'>): string {
  return `#${formatNumber(share.standing)} of ${formatNumber(Math.max(share.playersAtVenue, share.standing))}`;
}

/** The link preview's text of a player's summary: 'Total 1,234,567 · #12 of 412 at Leeds · rank 49'. */
export function playerShareDescription(share: PlayerShare): string {
  const standing = standingContext(share.standing, share.playersAtVenue, share.venue);
  return `Total ${formatNumber(share.totalScore)} · ${standing} · rank ${playerRank(share.totalScore)}`;
}

/** The link preview's text of a venue's board: its leaders, or that it is empty. */
export function boardShareDescription(venue: string, rows: readonly BoardShareRow[]): string {
  if (rows.length === 0) return `The ${venue} leaderboard: no one is on it yet.`;
  const top = rows
    .slice(0, 3)
    .map((r) => `#${r.position} ${r.name} (${formatNumber(r.score)})`)
    .join(', ');
  return `The ${venue} leaderboard: ${top}.`;
}
