import { playerCard } from './player-card';
import { playerFeed } from './player-feed';
import { venueCard } from './venue-card';
import { venueFeed } from './venue-feed';

/** Share cards (PNG, for link previews) and Atom feeds of players and venues. */
export const shareEndpoints = [playerCard, venueCard, playerFeed, venueFeed] as const;
