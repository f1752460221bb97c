import { ClassicAllLocations } from '../../../contract/schemas/classic';
import { ByName } from '../../../contract/schemas/params';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { classicAllLocations as allLocationsOf } from '../../services/classic';
import { found } from '../lookups';

/**
 * Older UI: a player's scores at every venue. Listed before the `{loc}` routes of the classic
 * family: 'allLocations' is not a venue id.
 */
export const classicAllLocations = defineEndpoint(
  {
    name: 'classicAllLocations',
    method: 'GET',
    path: '/data/locations/allLocations/processed-players/{playerName}',
    summary: "Older UI: a player's scores at every venue",
    tag: 'Older UI',
    access: 'public',
    params: ByName,
    response: ClassicAllLocations,
    errors: { 404: NO_PLAYER_FOUND },
  },
  ({ cached, database }) =>
    async ({ params }) => {
      const player = await cached.player(params.playerName);
      const all = await allLocationsOf(database.db, player, (id) => cached.venue(id));
      return found(all.locations.length > 0 ? all : undefined);
    },
);
