import { isolateWhereNeeded } from './bidi';
import { levelName } from './figure-context';
import { formatNumber } from './format';
import { playerPath } from './paths';

/** How far back a feed reaches, and how many entries it holds at most. */
export const FEED_WINDOW_DAYS = 30;
export const FEED_MAX_ENTRIES = 50;

/** A best score as a feed tells of it. */
export interface ScoreNews {
  playerId: number;
  playerName: string;
  locationId: number;
  venue: string;
  gameId: number;
  game: string;
  /** 0-based, shown from 1. */
  level: number;
  score: number;
  achievedAt: Date;
  /** The venue's top score on that level. */
  top: boolean;
}

/** The instant a feed reaches back to from `now`. */
export function feedSince(now: Date): Date {
  return new Date(now.getTime() - FEED_WINDOW_DAYS * 86_400_000);
}

/**
 * An entry's permanent id: a tag URI (RFC 4151) of the site's host and what the score is (player,
 * venue, level, when and how much, by ids that no rename changes), so a reader shows each score
 * once, in either feed.
 */
export function scoreNewsId(host: string, news: ScoreNews): string {
  const { playerId, locationId, gameId, level, achievedAt, score } = news;
  return `tag:${host},2026:score/${playerId}/${locationId}/${gameId}/${level}/${achievedAt.getTime()}/${score}`;
}

/** What the score was: 'Flash Mines L3: 12,345'. */
function scoreLine(news: ScoreNews): string {
  return `${levelName(news.game, news.level)}: ${formatNumber(news.score)}`;
}

/** The title of a venue feed's entry: who took which top score. */
export function venueNewsTitle(news: ScoreNews): string {
  return `${isolateWhereNeeded(news.playerName)} set the top score on ${scoreLine(news)}`;
}

/** The title of a player feed's entry: a personal best, or a top score of the venue. */
export function playerNewsTitle(news: ScoreNews): string {
  return `${news.top ? 'Top score' : 'Personal best'} at ${isolateWhereNeeded(news.venue)}: ${scoreLine(news)}`;
}

/** Where an entry leads: the player's summary at the venue. */
export function scoreNewsLink(origin: string, news: ScoreNews): string {
  return `${origin}${playerPath(news.playerName, news.locationId)}`;
}
