import type { BoardPeriod } from './board-period';
import { cleanPlayerName, playerNameKey, playerNameProblem } from './player-name';
import { parseStored } from './remembered-players';
import { competitionRanks } from './standing';

/** How many players one may follow (on a device, and on an account). */
export const FOLLOWED_MAX = 50;

/** How many names one glance at players takes: the players followed, and "me". */
export const GLANCE_NAMES_MAX = FOLLOWED_MAX + 1;

/**
 * The names of a list in one query parameter, one a line: a name may hold a comma or any other
 * printable character, but never a control character (playerNameProblem), so a line break cannot
 * be part of one.
 */
export const NAMES_SEPARATOR = '\n';

/** A name as the site takes it (cleaned), or undefined when it is not a player name at all. */
function asName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = cleanPlayerName(value);
  return playerNameProblem(name) ? undefined : name;
}

/** The valid names of a list, each once by the site's name key (the first kept), at most `max`. */
export function distinctNames(values: readonly unknown[], max: number): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const name = asName(value);
    if (!name || seen.has(playerNameKey(name))) continue;
    seen.add(playerNameKey(name));
    kept.push(name);
    if (kept.length === max) break;
  }
  return kept;
}

/**
 * The stored list of followed players. The device's storage is anybody's to edit (or an older
 * version's), so only valid names are kept, once each, at most FOLLOWED_MAX.
 */
export function decodeFollowed(raw: string | null | undefined): string[] {
  const value = parseStored(raw);
  return Array.isArray(value) ? distinctNames(value, FOLLOWED_MAX) : [];
}

/** Whether `name` is in the list (by the site's name key). */
export function follows(list: readonly string[], name: string): boolean {
  const key = playerNameKey(name);
  return list.some((n) => playerNameKey(n) === key);
}

/** The list with `name` added last (unchanged when it is there already or the list is full). */
export function withFollowed(list: readonly string[], name: string): string[] {
  if (follows(list, name) || list.length >= FOLLOWED_MAX) return [...list];
  return [...list, name];
}

/** The list without `name`. */
export function withoutFollowed(list: readonly string[], name: string): string[] {
  const key = playerNameKey(name);
  return list.filter((n) => playerNameKey(n) !== key);
}

/**
 * The device's list and the account's, merged when the user logs in on the device: their union,
 * so that nobody followed on either is lost (the account's first, then the device's others), at
 * most FOLLOWED_MAX.
 */
export function mergeFollowed(account: readonly string[], device: readonly string[]): string[] {
  return distinctNames([...account, ...device], FOLLOWED_MAX);
}

/** The names for a query parameter of several names. */
export const joinNames = (names: readonly string[]): string => names.join(NAMES_SEPARATOR);

/** The names of such a parameter (checked by its schema first): cleaned, once each. */
export const splitNames = (raw: string): string[] => distinctNames(raw.split(NAMES_SEPARATOR), Infinity);

/** "Me" (when anybody) and the players followed, once each: who a friends' view shows. */
export function meAndFollowed(me: string | undefined, followed: readonly string[]): string[] {
  return distinctNames(me ? [me, ...followed] : followed, GLANCE_NAMES_MAX);
}

/** A row of a friends' view, before it is ranked. */
interface FriendFigure {
  playerName: string;
  score: number;
}

/**
 * Rows ranked among themselves, highest score first (ties share a place and, of a tie, names in
 * alphabetical order), each with its place: a friends' view of a board.
 */
export function rankAmongFriends<T extends FriendFigure>(rows: readonly T[]): Array<T & { place: number }> {
  const sorted = [...rows].sort((a, b) => b.score - a.score || a.playerName.localeCompare(b.playerName));
  const places = competitionRanks(sorted.map((r) => r.score));
  return sorted.map((row, i) => ({ ...row, place: places[i] as number }));
}

/** A player's figures at one venue, as a glance at players answers them. */
interface VenueFigures {
  locationId: number;
  locationName: string;
  totalScore: number;
  standing: number;
  gainedToday: number;
  gainedMonth: number;
  gainedYear: number;
}

/**
 * What a board over `period` ranks a player's venue by: the total now or at yesterday's close
 * (now less what today added), or the points gained over the month's or year's closed days.
 */
export function periodFigure(v: VenueFigures, period: BoardPeriod): number {
  switch (period) {
    case 'today':
      return v.totalScore;
    case 'yesterday':
      return v.totalScore - v.gainedToday;
    case 'month':
      return v.gainedMonth;
    case 'year':
      return v.gainedYear;
  }
}

/** A row of a venue's (or the world's) board in its friends' view. */
interface FriendOnBoard extends FriendFigure {
  locationId: number;
  venue: string;
  standing: number;
  gainedToday: number;
  isMe: boolean;
}

/**
 * A board's friends' view over `period`: "me" and the players followed, ranked among themselves by
 * the period's figure (see periodFigure) on the board, a venue's (`locationId`) or the world's
 * (every venue is a row there, as on the world board); and who has nothing on it (no total, or
 * nothing gained over the period).
 */
export function friendsOnBoard(
  glances: ReadonlyArray<{ playerName: string; venues: readonly VenueFigures[] }>,
  locationId: number | undefined,
  me: string | undefined,
  period: BoardPeriod = 'today',
): { rows: Array<FriendOnBoard & { place: number }>; absent: string[] } {
  const meKey = me === undefined ? undefined : playerNameKey(me);
  const rows: FriendOnBoard[] = [];
  const absent: string[] = [];
  for (const g of glances) {
    const venues = g.venues.filter(
      (v) => (locationId === undefined || v.locationId === locationId) && periodFigure(v, period) > 0,
    );
    if (venues.length === 0) absent.push(g.playerName);
    for (const v of venues)
      rows.push({
        playerName: g.playerName,
        score: periodFigure(v, period),
        locationId: v.locationId,
        venue: v.locationName,
        standing: v.standing,
        gainedToday: v.gainedToday,
        isMe: playerNameKey(g.playerName) === meKey,
      });
  }
  return { rows: rankAmongFriends(rows), absent };
}

/** A player's place on a level's board, as the level's friends' view reads it. */
type LevelPlace =
  | { playerName: string; played: true; position: number; score: number; gainedToday: number }
  | { playerName: string; played: false };

/** A level's friends' view: who played it, ranked among themselves by their best; who has not. */
export function friendsOnLevel<T extends LevelPlace>(
  places: readonly T[],
  me: string | undefined,
): { rows: Array<Extract<T, { played: true }> & { place: number; isMe: boolean }>; absent: string[] } {
  const meKey = me === undefined ? undefined : playerNameKey(me);
  const played = places.filter((p): p is Extract<T, { played: true }> => p.played);
  return {
    rows: rankAmongFriends(played).map((p) => ({ ...p, isMe: playerNameKey(p.playerName) === meKey })),
    absent: places.filter((p) => !p.played).map((p) => p.playerName),
  };
}
