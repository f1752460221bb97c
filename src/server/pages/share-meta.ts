import { fillPath } from '../../contract/route';
import { routes } from '../../contract/routes';
import type { PlayerData } from '../../contract/schemas/players';
import { isolateWhereNeeded } from '../../domain/bidi';
import { formatNumber } from '../../domain/format';
import { type PlayerScreen, playerPath } from '../../domain/paths';
import {
  type BoardShareRow,
  boardShareDescription,
  type PlayerShare,
  playerShareDescription,
} from '../../domain/share-card';
import type { Config } from '../config';
import { publicOrigin } from '../public-origin';

/** A feed a page points readers to (`<link rel="alternate">`). */
interface FeedLink {
  title: string;
  href: string;
}

/** What a page's link preview shows (components/ShareMeta.astro), every address absolute. */
export interface ShareMetaProps {
  title: string;
  description: string;
  /** The card: a 1200 x 630 PNG (a page without a card of its own has none). */
  image?: string;
  imageAlt?: string;
  /** The page's own address, as a preview links to it. */
  url: string;
  type: 'profile' | 'website';
  siteName: string;
  feeds: FeedLink[];
}

type SiteConfig = Pick<Config, 'publicOrigin' | 'host' | 'port' | 'siteName'>;

const venueFeed = (origin: string, venue: string, locationId: number): FeedLink => ({
  title: `${isolateWhereNeeded(venue)}: new top scores`,
  href: `${origin}${fillPath(routes.venueFeed.path, { locationId })}`,
});

/** The preview of a player's summary at a venue: their card, and their feed and the venue's. */
export function playerShareMeta(
  config: SiteConfig,
  share: PlayerShare,
  locationId: number,
  path: string,
): ShareMetaProps {
  const origin = publicOrigin(config);
  const { playerName, venue } = share;
  // Names as text in a preview (a chat application shows it as it is): a right-to-left override
  // in one reorders nothing around it.
  const name = isolateWhereNeeded(playerName);
  const at = isolateWhereNeeded(venue);
  return {
    title: `${name} at ${at} · ${config.siteName}`,
    description: playerShareDescription(share),
    image: `${origin}${fillPath(routes.playerCard.path, { playerName, locationId })}`,
    imageAlt: `${name}'s rank shield, total score and position at ${at}`,
    url: `${origin}${path}`,
    type: 'profile',
    siteName: config.siteName,
    feeds: [
      {
        title: `${name}: best scores`,
        href: `${origin}${fillPath(routes.playerFeed.path, { playerName })}`,
      },
      venueFeed(origin, venue, locationId),
    ],
  };
}

/** The preview of one of a player's pages at a venue (the summary, the games): their card. */
export function playerPageShareMeta(
  config: SiteConfig,
  page: {
    data: Pick<PlayerData, 'playerName' | 'totalScore' | 'standing' | 'locationName' | 'locationId'>;
    playersAtVenue: number;
  },
  screen: PlayerScreen = 'summary',
): ShareMetaProps {
  const { data, playersAtVenue } = page;
  return playerShareMeta(
    config,
    {
      playerName: data.playerName,
      totalScore: data.totalScore,
      standing: data.standing,
      playersAtVenue,
      venue: data.locationName,
    },
    data.locationId,
    playerPath(data.playerName, data.locationId, screen),
  );
}

/** The preview of the start page: the site and what it is for (no card of its own). */
export function siteShareMeta(config: SiteConfig, description: string): ShareMetaProps {
  const origin = publicOrigin(config);
  return {
    title: config.siteName,
    description,
    url: `${origin}/`,
    type: 'website',
    siteName: config.siteName,
    feeds: [],
  };
}

/** The preview of a venue's board: its card (the venue and its top five) and the venue's feed. */
export function boardShareMeta(
  config: SiteConfig,
  venue: string,
  locationId: number,
  rows: readonly BoardShareRow[],
  path: string,
): ShareMetaProps {
  const origin = publicOrigin(config);
  const at = isolateWhereNeeded(venue);
  return {
    title: `${at} Leaderboard · ${config.siteName}`,
    description: boardShareDescription(venue, rows),
    image: `${origin}${fillPath(routes.venueCard.path, { locationId })}`,
    imageAlt: `The top of the ${at} leaderboard`,
    url: `${origin}${path}`,
    type: 'website',
    siteName: config.siteName,
    feeds: [venueFeed(origin, venue, locationId)],
  };
}

/** What a level board's preview says: the level, its record, and the asked player's place. */
interface LevelShare {
  playerName: string;
  venue: string;
  locationId: number;
  gameName: string;
  level: number;
  record: { playerName: string; score: number } | null;
  /** The player's place ('#14 of 212 — top 7%'), or undefined when they have not played it. */
  place: string | undefined;
}

/**
 * The preview of a level's board: the player's card (their shield, total and position at the
 * venue), with the level's record and their place on it in the description.
 */
export function levelShareMeta(config: SiteConfig, share: LevelShare, path: string): ShareMetaProps {
  const origin = publicOrigin(config);
  const { playerName, venue, locationId } = share;
  const name = isolateWhereNeeded(playerName);
  const at = isolateWhereNeeded(venue);
  const level = `${share.gameName} level ${share.level}`;
  const record = share.record
    ? `Record: ${isolateWhereNeeded(share.record.playerName)}, ${formatNumber(share.record.score)}.`
    : 'No record yet.';
  const place = share.place ? `${name}: ${share.place}.` : `${name} has not played it yet.`;
  return {
    title: `${level} at ${at} · ${config.siteName}`,
    description: `${record} ${place}`,
    image: `${origin}${fillPath(routes.playerCard.path, { playerName, locationId })}`,
    imageAlt: `${name}'s rank shield, total score and position at ${at}`,
    url: `${origin}${path}`,
    type: 'website',
    siteName: config.siteName,
    feeds: [venueFeed(origin, venue, locationId)],
  };
}
