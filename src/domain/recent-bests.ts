import { addDays, type DayClock, dayStart } from './days';
import { levelName } from './figure-context';
import { formatNumber } from './format';

/** The summary's "Recent" list covers this many business days, today included. */
export const RECENT_DAYS = 7;

/** The list's empty state (docs/product.md). */
export const NO_RECENT_BESTS = 'No new personal bests in the last 7 days — play a level from What to play next.';

/**
 * Where the window begins: the start of the business day six days before `today`. A day's start
 * rather than "now minus a week", so one kept answer serves the whole day.
 */
export function recentSince(today: string, clock: DayClock): Date {
  return dayStart(addDays(today, 1 - RECENT_DAYS), clock);
}

/** What a recent item says (RecentItem of the API). */
export interface RecentFact {
  kind: 'best' | 'first' | 'top-taken' | 'top-lost';
  gameName: string;
  levelId: number;
  score: number;
  previous: number;
  topScore: number;
  rival: string | null;
}

/**
 * The item in a line: 'New personal best on Flash Mines L3: 4,210 (+320)', 'First score on …',
 * 'Took the top score on …', 'Lost Flash Mines L3 to FuryFox (5,120 beats your 4,210)'.
 */
export function recentLine(item: RecentFact): string {
  const level = levelName(item.gameName, item.levelId);
  const score = formatNumber(item.score);
  switch (item.kind) {
    case 'best':
      return `New personal best on ${level}: ${score} (+${formatNumber(item.score - item.previous)})`;
    case 'first':
      return `First score on ${level}: ${score}`;
    case 'top-taken':
      return `Took the top score on ${level}: ${score}`;
    case 'top-lost':
      return `Lost ${level} to ${item.rival ?? 'another player'} (${formatNumber(item.topScore)} beats your ${score})`;
  }
}
