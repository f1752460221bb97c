import { levelName } from './figure-context';
import { formatNumber } from './format';

/**
 * "What to play next": the levels where one more attempt is expected to add the most to the
 * player's score at a venue (docs/product.md, Summary). Pure, so the API, the page and the tests
 * agree on every suggestion.
 *
 * The model:
 * - The player's **skill** on a level is their best there as a share of the venue's top score.
 * - A level's **expected score** is that share, estimated from the player's other levels, times the
 *   level's top: first from the same game's levels at most two away, then the whole game, then
 *   the room, then every level they played at the venue, and with nothing played at all from
 *   DEFAULT_SHARE (half the top: a newcomer's first attempts are rarely better).
 * - The **raw estimate** by kind: a level never played is 'new' (the expected score); one played
 *   below what the neighbours say is 'below-par' (expected score − best); one within CROWN_MARGIN
 *   of the top is a 'crown' (top − best + 1, what taking the top needs); any other played level
 *   below the top is one to 'improve' (top − best, the room left).
 * - **Expected gain** = raw estimate × the kind's CALIBRATION: the backtest (play-next-backtest.ts)
 *   replays the demo chain's history and fits each factor to what players really added when they
 *   next set a best on such a level, so '+1,200' means what players then gained on average.
 * - A played level is below par only against the player's other levels (never the default).
 * - A level the player holds the top of, or nobody has played, is never suggested, nor anything
 *   above the level's possible maximum when one is known; a never-played level only when it is
 *   its game's first or the player has played the level below it (nextInLine).
 */

/** A crown is within reach this close below the top (5%). */
const CROWN_MARGIN = 0.05;
/** The share of the top expected where the player has played nothing to go by. */
export const DEFAULT_SHARE = 0.5;
/** How far (in levels) a level of the same game still counts as a neighbour. */
const NEIGHBOURHOOD = 2;

/** One level of a venue as the model sees it. */
export interface PlayNextLevel {
  roomId: number;
  roomName: string;
  gameId: number;
  gameName: string;
  /** 0-based. */
  levelId: number;
  /** The player's best, 0 when never played. */
  highScore: number;
  /** The venue's top score, 0 when nobody played it. */
  topScore: number;
  /** The most a level can score, when the catalog knows it. */
  maximum?: number | undefined;
}

export type SuggestionKind = 'crown' | 'below-par' | 'improve' | 'new';

/** Per kind, the factor that turns the model's raw estimate into the gain players really made. */
export type Calibration = Readonly<Record<SuggestionKind, number>>;

/** The raw model, for the backtest that fits the calibration. */
export const UNCALIBRATED: Calibration = { crown: 1, 'below-par': 1, improve: 1, new: 1 };

/**
 * Σ gain ÷ Σ raw estimate per kind, from the backtest on the demo chain's history: what players
 * really added when they next set a best on such a level (`npm run backtest`, docs/play-next.md).
 */
export const CALIBRATION: Calibration = { crown: 9.35, 'below-par': 0.855, improve: 0.305, new: 0.986 };

interface Suggestion {
  kind: SuggestionKind;
  roomName: string;
  gameId: number;
  gameName: string;
  levelId: number;
  highScore: number;
  topScore: number;
  /** The score the player is expected to reach with one attempt. */
  expectedScore: number;
  /** expectedScore − highScore, above 0. */
  expectedGain: number;
  /** Why, in a line: 'You average 91% of the top on Flash Mines L2–L5; L3 is at 62%: about +4,100'. */
  explanation: string;
}

/** Where an estimated share came from, for the explanation. */
interface Share {
  share: number;
  /**
   * 'Flash Mines L2–L4', 'Flash Mines', 'Grid', 'this venue', or undefined for the default; a
   * function, as only the suggestions listed are explained (hundreds of levels are estimated).
   */
  basis: (() => string) | undefined;
}

const ratio = (l: PlayNextLevel): number => Math.min(1, l.highScore / l.topScore);
const played = (l: PlayNextLevel): boolean => l.highScore > 0 && l.topScore > 0;
const average = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** 'L2–L4' or 'L3' over the levels a neighbourhood drew on. */
function levelRange(gameName: string, levels: readonly PlayNextLevel[]): string {
  const ids = levels.map((l) => l.levelId);
  const lo = Math.min(...ids);
  const hi = Math.max(...ids);
  return lo === hi ? levelName(gameName, lo) : `${levelName(gameName, lo)}–L${hi + 1}`;
}

/**
 * The levels the player played at the venue, grouped the ways the model looks them up, each list
 * in the venue's order. Built once per venue: looked up for every level, the whole venue's levels
 * were filtered again for each (hundreds of levels, milliseconds a page).
 */
export class PlayedLevels {
  readonly all: PlayNextLevel[];
  readonly #byGame = new Map<number, PlayNextLevel[]>();
  readonly #byRoom = new Map<number, PlayNextLevel[]>();

  constructor(levels: readonly PlayNextLevel[]) {
    this.all = levels.filter(played);
    for (const l of this.all) {
      push(this.#byGame, l.gameId, l);
      push(this.#byRoom, l.roomId, l);
    }
  }

  game(gameId: number): readonly PlayNextLevel[] {
    return this.#byGame.get(gameId) ?? [];
  }

  room(roomId: number): readonly PlayNextLevel[] {
    return this.#byRoom.get(roomId) ?? [];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The player's estimated share of the top on `level`, from their other levels (see the model above). */
function estimateShare(level: PlayNextLevel, index: PlayedLevels): Share {
  const notSelf = (l: PlayNextLevel) => !(l.gameId === level.gameId && l.levelId === level.levelId);
  const sameGame = index.game(level.gameId).filter(notSelf);
  const near = sameGame.filter((l) => Math.abs(l.levelId - level.levelId) <= NEIGHBOURHOOD);
  const share = (levels: readonly PlayNextLevel[], basis: () => string): Share => ({
    share: average(levels.map(ratio)),
    basis,
  });
  if (near.length > 0) return share(near, () => levelRange(level.gameName, near));
  if (sameGame.length > 0) return share(sameGame, () => level.gameName);
  const room = index.room(level.roomId).filter(notSelf);
  if (room.length > 0) return share(room, () => level.roomName);
  const venue = index.all.filter(notSelf);
  if (venue.length > 0) return share(venue, () => 'this venue');
  return { share: DEFAULT_SHARE, basis: undefined };
}

/** The gain of a suggestion before calibration, and what the explanation says of it. */
interface Estimate {
  kind: SuggestionKind;
  raw: number;
  /** The explanation's line for the calibrated gain (written only for a suggestion that is listed). */
  line: (gain: string) => string;
}

/** The model's raw estimate for one level (see the model above), or undefined when it adds nothing. */
function estimate(level: PlayNextLevel, index: PlayedLevels): Estimate | undefined {
  const { highScore: best, topScore: top } = level;
  // Nobody has played it: nothing to say what a score there is worth.
  if (top <= 0 || best >= top) return undefined;
  const name = () => levelName(level.gameName, level.levelId);
  if (best > 0 && top - best <= top * CROWN_MARGIN) {
    return {
      kind: 'crown',
      raw: top - best + 1,
      line: (gain) =>
        `${formatNumber(top - best)} below the top (${percent(best / top)}): beat ${formatNumber(top)} to take the crown; a new best this close adds about +${gain}`,
    };
  }
  const { share, basis } = estimateShare(level, index);
  const expected = Math.min(top, Math.round(share * top));
  if (best === 0) {
    const why = () =>
      basis
        ? `You average ${percent(share)} of the top on ${basis()}`
        : `A first attempt often reaches ${percent(share)} of the top`;
    return { kind: 'new', raw: expected, line: (gain) => `Not played yet. ${why()}: about +${gain}` };
  }
  // Below par only against the player's other levels, never against the default.
  if (basis !== undefined && expected > best) {
    return {
      kind: 'below-par',
      raw: expected - best,
      line: (gain) =>
        `You average ${percent(share)} of the top on ${basis()}; ${name()} is at ${percent(best / top)}: about +${gain}`,
    };
  }
  return {
    kind: 'improve',
    raw: top - best,
    line: (gain) =>
      `${name()} is at ${percent(best / top)} of the top, as good as your other levels: a new best adds about +${gain}`,
  };
}

/** A suggestion before its explanation is written: that is done only for the ones listed. */
interface Unexplained extends Omit<Suggestion, 'explanation'> {
  explain: () => string;
}

/**
 * The suggestion for one level, or undefined when playing it is not expected to gain anything:
 * the raw estimate times its kind's calibration, never past the level's possible maximum.
 */
function unexplained(
  level: PlayNextLevel,
  index: PlayedLevels,
  calibration: Calibration,
): Unexplained | undefined {
  const e = estimate(level, index);
  if (!e) return undefined;
  const cap = level.maximum ?? Number.POSITIVE_INFINITY;
  const expectedScore = Math.min(cap, level.highScore + Math.max(1, Math.round(e.raw * calibration[e.kind])));
  const expectedGain = expectedScore - level.highScore;
  if (expectedGain <= 0) return undefined;
  return {
    kind: e.kind,
    roomName: level.roomName,
    gameId: level.gameId,
    gameName: level.gameName,
    levelId: level.levelId,
    highScore: level.highScore,
    topScore: level.topScore,
    expectedScore,
    expectedGain,
    explain: () => e.line(formatNumber(expectedGain)),
  };
}

/** A suggestion with its explanation written. */
function explained({ explain, ...suggestion }: Unexplained): Suggestion {
  return { ...suggestion, explanation: explain() };
}

/** The suggestion for one level, explained (see unexplained). */
export function suggest(
  level: PlayNextLevel,
  index: PlayedLevels,
  calibration: Calibration = CALIBRATION,
): Suggestion | undefined {
  const s = unexplained(level, index, calibration);
  return s && explained(s);
}

const KIND_ORDER: Record<SuggestionKind, number> = { crown: 0, 'below-par': 1, improve: 2, new: 3 };

/** Highest expected gain first; ties by kind (crowns first), then game and level, so the order is stable. */
export function compareSuggestions(
  a: Omit<Suggestion, 'explanation'>,
  b: Omit<Suggestion, 'explanation'>,
): number {
  return (
    b.expectedGain - a.expectedGain ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.gameId - b.gameId ||
    a.levelId - b.levelId
  );
}

/**
 * Every level worth one more attempt at a venue. New levels usually promise the most points, so a
 * list ranked by gain alone was all new levels for every regular; the list alternates instead
 * between levels the player has played (crowns, below par, to improve) and new ones, each side by
 * expected gain, starting with the side whose best gains more.
 */
export function playNext(
  levels: readonly PlayNextLevel[],
  calibration: Calibration = CALIBRATION,
  limit = Number.POSITIVE_INFINITY,
): Suggestion[] {
  return ranked(levels, calibration).slice(0, limit).map(explained);
}

/**
 * Whether a never-played level is worth offering: its game's first level, or one whose level
 * below the player has played. Offering L10s of a game whose L8 and L9 wait led every regular's
 * list with levels a handful of players had scores on.
 */
export function nextInLine(level: PlayNextLevel, index: PlayedLevels): boolean {
  return (
    level.highScore > 0 ||
    level.levelId === 0 ||
    index.game(level.gameId).some((l) => l.levelId === level.levelId - 1)
  );
}

/**
 * Every suggestion in the order playNext lists them, not yet explained; with `inLine`, only the
 * never-played levels next in line (see nextInLine).
 */
function ranked(levels: readonly PlayNextLevel[], calibration: Calibration, inLine = true): Unexplained[] {
  const index = new PlayedLevels(levels);
  const out: Unexplained[] = [];
  for (const level of levels) {
    if (inLine && !nextInLine(level, index)) continue;
    const s = unexplained(level, index, calibration);
    if (s) out.push(s);
  }
  out.sort(compareSuggestions);
  return alternate(
    out.filter((s) => s.kind !== 'new'),
    out.filter((s) => s.kind === 'new'),
  );
}

/** Two ranked lists merged one from each in turn, the better head first; the rest of the longer after. */
function alternate<T extends Omit<Suggestion, 'explanation'>>(
  played: readonly T[],
  fresh: readonly T[],
): T[] {
  const [first, second] =
    played[0] && fresh[0] && compareSuggestions(fresh[0], played[0]) < 0 ? [fresh, played] : [played, fresh];
  const out: T[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    const a = first[i];
    const b = second[i];
    if (a) out.push(a);
    if (b) out.push(b);
  }
  return out;
}

/** A venue's never-played games of one room, and what playing them is expected to add. */
interface NewGamesGain {
  roomName: string;
  /** How many games of the room the player never played at that venue. */
  games: number;
  expectedGain: number;
}

/**
 * At another venue: the room whose never-played games would add the most (the 'new' suggestions
 * of games the player has no score in, summed by room), or undefined when every game there has
 * been played.
 */
export function bestNewGames(levels: readonly PlayNextLevel[]): NewGamesGain | undefined {
  const playedGames = new Set(levels.filter((l) => l.highScore > 0).map((l) => l.gameId));
  const byRoom = new Map<string, { games: Set<number>; gain: number }>();
  // A new game's every level: what playing the whole game would add, not just its first level.
  for (const s of ranked(levels, CALIBRATION, false)) {
    if (s.kind !== 'new' || playedGames.has(s.gameId)) continue;
    const room = byRoom.get(s.roomName) ?? { games: new Set<number>(), gain: 0 };
    room.games.add(s.gameId);
    room.gain += s.expectedGain;
    byRoom.set(s.roomName, room);
  }
  let best: NewGamesGain | undefined;
  for (const [roomName, room] of byRoom) {
    if (!best || room.gain > best.expectedGain) {
      best = { roomName, games: room.games.size, expectedGain: room.gain };
    }
  }
  return best;
}

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'At Leeds you would gain 41,000 points by playing Grid's three new games'. */
export function newGamesLine(venue: string, gain: NewGamesGain): string {
  const count = WORDS[gain.games] ?? formatNumber(gain.games);
  const games = gain.games === 1 ? 'new game' : 'new games';
  return `At ${venue} you would gain ${formatNumber(gain.expectedGain)} points by playing ${gain.roomName}'s ${count} ${games}`;
}
