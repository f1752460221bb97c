import { z } from 'zod';
import { ActivateLocation } from '../../../contract/schemas/locations';
import { ByName } from '../../../contract/schemas/params';
import { PLAYER_NOT_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { clientKey } from '../../http/limits';

/** The venues where a player has scores, best first: the search box's answer. */
export const activatePlayerLocations = defineEndpoint(
  {
    name: 'activatePlayerLocations',
    method: 'GET',
    path: '/api/activate/playerlocations/{playerName}',
    throttle: 'search',
    summary: 'Venues where a player has scores, best first (counts as a search)',
    tag: 'Players',
    access: 'public',
    params: ByName,
    response: z.array(ActivateLocation),
    errors: { 404: PLAYER_NOT_FOUND },
  },
  ({ cached, lookups, today }) =>
    async ({ params }, c) => {
      const { player, venues } = await cached.playerVenues(params.playerName);
      // A search is counted at the player's best venue: that is where the stats card links to.
      const best = venues[0];
      if (best) lookups.count(today(), 'search', player, best.id, clientKey(c));
      return venues.map(({ id, name, city }) => ({ id, name, city }));
    },
);
