import { HeadToHead } from '../../../contract/schemas/head-to-head';
import { NameAtVersus } from '../../../contract/schemas/params';
import { headToHead, keyOf } from '../../../domain/head-to-head';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { venueLevels } from '../../services/venue-levels';

/** How many levels each list names. */
const SHOWN = 5;

/** Two players head to head at a venue: where each is just ahead, for a friend's summary. */
export const headToHeadAt = defineEndpoint(
  {
    name: 'headToHead',
    method: 'GET',
    path: '/api/activate/players/player/{playerName}/location/{locationId}/versus/{otherName}',
    summary:
      'Two players head to head at a venue: the levels both played where the other is just ahead and where the player is, the closest first',
    tag: 'Players',
    access: 'public',
    params: NameAtVersus,
    response: HeadToHead,
    errors: { 404: NO_PLAYER_FOUND },
  },
  ({ cached, database }) =>
    async ({ params }) => {
      const [player, other, venue] = await Promise.all([
        cached.player(params.playerName),
        cached.player(params.otherName),
        cached.venue(params.locationId),
      ]);
      const [mine, theirs] = await Promise.all([
        venueLevels(database.db, player.id, venue),
        venueLevels(database.db, other.id, venue),
      ]);
      const duels = headToHead(mine, Object.fromEntries(theirs.map((l) => [keyOf(l), l.highScore])));
      return {
        playerName: player.name,
        otherName: other.name,
        locationId: venue.location.id,
        theyLead: duels.theyLead.slice(0, SHOWN),
        iLead: duels.iLead.slice(0, SHOWN),
        theyLeadCount: duels.theyLead.length,
        iLeadCount: duels.iLead.length,
      };
    },
);
