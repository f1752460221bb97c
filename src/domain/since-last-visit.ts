import { formatNumber as n } from './format';
import { parseStored } from './remembered-players';

/**
 * "Since your last visit": what changed for "me" between two visits on this device. A visit keeps
 * a small copy of "me"'s figures in the device's storage; the next visit compares its own with it.
 */

/** "Me"'s figures as one visit saw them. */
export interface VisitFigures {
  /** Whose figures, at which venue: another "me" or venue is not compared with. */
  nameKey: string;
  locationId: number;
  /** When they were seen (milliseconds since the epoch). */
  at: number;
  totalScore: number;
  /** Position on the venue's board. */
  standing: number;
  /** The player's best score on each level they played, by level key (levelKey). */
  bests: Record<string, number>;
  /** The levels where the player held the venue's top score, as level keys. */
  tops: string[];
  /** The followed players' totals at the venue, by name. */
  friends: Record<string, number>;
}

/** What the device keeps: the figures the current visit compares with, and the latest seen. */
export interface VisitMemory {
  /** The figures at the end of the visit before this one; undefined on a first visit. */
  previous: VisitFigures | undefined;
  latest: VisitFigures;
}

/** A level's key in the figures: its game and level. */
export const levelKey = (gameId: number, levelId: number): string => `${gameId}:${levelId}`;

/**
 * Without a look for this long, the next look is a new visit. Within a visit the page may be
 * opened again (back from a summary, a reload) and keeps comparing with the same earlier visit.
 */
export const VISIT_GAP_MS = 30 * 60_000;

/** A level's score as the player data gives it. */
interface LevelScoreLike {
  gameId: number;
  levelId: number;
  highScore: number;
  topScore: number;
}

/** The figures of a visit at `at` from "me"'s player data and the followed players' totals. */
export function visitFigures(
  data: {
    nameKey: string;
    locationId: number;
    totalScore: number;
    standing: number;
    scores: readonly LevelScoreLike[];
  },
  friends: Record<string, number>,
  at: number,
): VisitFigures {
  const bests: Record<string, number> = {};
  const tops: string[] = [];
  for (const s of data.scores) {
    if (s.highScore <= 0) continue;
    const key = levelKey(s.gameId, s.levelId);
    bests[key] = s.highScore;
    if (s.highScore >= s.topScore) tops.push(key);
  }
  return {
    nameKey: data.nameKey,
    locationId: data.locationId,
    at,
    totalScore: data.totalScore,
    standing: data.standing,
    bests,
    tops,
    friends,
  };
}

const samePlayer = (a: VisitFigures, b: VisitFigures) =>
  a.nameKey === b.nameKey && a.locationId === b.locationId;

/**
 * What the device keeps once a visit has seen `current`: a look more than VISIT_GAP_MS after the
 * latest one starts a new visit, which compares with the latest figures; a look within a visit
 * keeps comparing with the same ones. Another player or venue starts afresh.
 */
export function visitMemoryAfter(memory: VisitMemory | undefined, current: VisitFigures): VisitMemory {
  if (!memory || !samePlayer(memory.latest, current)) return { previous: undefined, latest: current };
  const newVisit = current.at - memory.latest.at > VISIT_GAP_MS;
  const previous = newVisit ? memory.latest : memory.previous;
  return { previous: previous && samePlayer(previous, current) ? previous : undefined, latest: current };
}

/** What changed between the previous visit's figures and the current ones. */
interface VisitChanges {
  /** When the previous visit saw its figures. */
  since: number;
  pointsGained: number;
  /** Places climbed on the venue's board (negative: lost). */
  placesGained: number;
  standing: number;
  /** Levels with a better score than before (or first played), as level keys. */
  newBests: string[];
  /** Levels whose top score the player now holds and did not before, and the other way round. */
  topsTaken: string[];
  topsLost: string[];
  /** Followed players who were at or below "me" and are now above. */
  friendsPassed: string[];
  /** Followed players who were above "me" and are now at or below: the ones "me" passed. */
  friendsOvertaken: string[];
}

/** The changes from `previous` to `current` (the same player at the same venue). */
export function visitChanges(previous: VisitFigures, current: VisitFigures): VisitChanges {
  const before = new Set(previous.tops);
  const now = new Set(current.tops);
  return {
    since: previous.at,
    pointsGained: current.totalScore - previous.totalScore,
    placesGained: previous.standing - current.standing,
    standing: current.standing,
    newBests: Object.entries(current.bests)
      .filter(([key, score]) => score > (previous.bests[key] ?? 0))
      .map(([key]) => key),
    topsTaken: current.tops.filter((key) => !before.has(key)),
    topsLost: previous.tops.filter((key) => !now.has(key)),
    friendsPassed: Object.entries(current.friends)
      .filter(([name, total]) => {
        const then = previous.friends[name];
        return then !== undefined && then <= previous.totalScore && total > current.totalScore;
      })
      .map(([name]) => name),
    friendsOvertaken: Object.entries(current.friends)
      .filter(([name, total]) => {
        const then = previous.friends[name];
        return then !== undefined && then > previous.totalScore && total <= current.totalScore;
      })
      .map(([name]) => name),
  };
}

/**
 * Where a line leads: "me"'s summary (the points), their games (bests and tops), their venue's
 * board (the places), the Friends page (who passed whom).
 */
export type VisitLineTarget = 'summary' | 'games' | 'board' | 'friends';

/** One line of the block, and where it leads. */
export interface VisitLine {
  text: string;
  to: VisitLineTarget;
}

const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

/** Up to three names, then how many more. */
function someOf(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${n(names.length - 3)} more` : shown;
}

/**
 * The changes as the landing says them, one line each with where it leads, nothing for what did
 * not change; an empty list when nothing did. `levelName` names a level key ('Flash Mines level 4').
 */
export function visitChangeLines(changes: VisitChanges, levelName: (key: string) => string): VisitLine[] {
  const lines: VisitLine[] = [];
  const say = (to: VisitLineTarget, text: string) => lines.push({ text, to });
  if (changes.pointsGained !== 0)
    say('summary', `${changes.pointsGained > 0 ? '+' : '−'}${n(Math.abs(changes.pointsGained))} points`);
  if (changes.newBests.length > 0)
    say(
      'games',
      `${plural(changes.newBests.length, 'new personal best', 'new personal bests')}: ${someOf(changes.newBests.map(levelName))}`,
    );
  if (changes.placesGained > 0)
    say('board', `Up ${plural(changes.placesGained, 'place', 'places')}, now #${n(changes.standing)}`);
  if (changes.placesGained < 0)
    say('board', `Down ${plural(-changes.placesGained, 'place', 'places')}, now #${n(changes.standing)}`);
  if (changes.topsTaken.length > 0)
    say(
      'games',
      `${plural(changes.topsTaken.length, 'top score', 'top scores')} taken: ${someOf(changes.topsTaken.map(levelName))}`,
    );
  if (changes.topsLost.length > 0)
    say(
      'games',
      `${plural(changes.topsLost.length, 'top score', 'top scores')} lost: ${someOf(changes.topsLost.map(levelName))}`,
    );
  if (changes.friendsOvertaken.length > 0) say('friends', `You passed: ${someOf(changes.friendsOvertaken)}`);
  if (changes.friendsPassed.length > 0) say('friends', `Passed you: ${someOf(changes.friendsPassed)}`);
  return lines;
}

// Bounds past which a stored value is not one the site wrote: a level key is short, a venue has
// at most a few thousand levels, a followed list at most a few hundred names.
const MAX_LEVELS = 5000;
const MAX_FRIENDS = 500;
const MAX_NAME = 100;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** A record of names (or level keys) to whole numbers, or undefined when it is not one. */
function asCounts(value: unknown, max: number, key: RegExp): Record<string, number> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > max) return undefined;
  const counts: Record<string, number> = {};
  for (const [name, count] of entries) {
    if (!key.test(name) || !isCount(count)) return undefined;
    counts[name] = count;
  }
  return counts;
}

const LEVEL_KEY = /^\d{1,9}:\d{1,2}$/;
const FRIEND_NAME = new RegExp(`^[^]{1,${MAX_NAME}}$`);

/** A stored value as visit figures, or undefined when any part of it is not what the site writes. */
function asVisitFigures(value: unknown): VisitFigures | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.nameKey !== 'string' || v.nameKey === '' || v.nameKey.length > MAX_NAME) return undefined;
  if (!isCount(v.locationId) || v.locationId < 1 || !isCount(v.at) || v.at < 0) return undefined;
  if (!isCount(v.totalScore) || !isCount(v.standing)) return undefined;
  const bests = asCounts(v.bests, MAX_LEVELS, LEVEL_KEY);
  const friends = asCounts(v.friends, MAX_FRIENDS, FRIEND_NAME);
  const { tops } = v;
  if (!bests || !friends || !Array.isArray(tops) || tops.length > MAX_LEVELS) return undefined;
  if (!tops.every((t) => typeof t === 'string' && LEVEL_KEY.test(t))) return undefined;
  return {
    nameKey: v.nameKey,
    locationId: v.locationId,
    at: v.at,
    totalScore: v.totalScore,
    standing: v.standing,
    bests,
    tops: tops as string[],
    friends,
  };
}

/** The stored visit memory, or undefined when nothing (valid) is stored. */
export function decodeVisitMemory(raw: string | null | undefined): VisitMemory | undefined {
  const value = parseStored(raw);
  if (!value || typeof value !== 'object') return undefined;
  const { previous, latest } = value as Record<string, unknown>;
  const kept = asVisitFigures(latest);
  if (!kept) return undefined;
  return { previous: asVisitFigures(previous), latest: kept };
}
