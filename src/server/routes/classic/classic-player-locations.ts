import { z } from 'zod';
import { ClassicLocation } from '../../../contract/schemas/locations';
import { ByName } from '../../../contract/schemas/params';
import { PLAYER_NOT_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { classicPlayerLocations as venuesOf } from '../../services/classic';
import { found } from '../lookups';

/** Older UI: a player's venues with their rooms, games and level tops (its search). */
export const classicPlayerLocations = defineEndpoint(
  {
    name: 'classicPlayerLocations',
    method: 'GET',
    path: '/data/processed-playerlocations/{playerName}',
    throttle: 'search',
    summary: "Older UI: a player's venues with their rooms, games and level tops",
    tag: 'Older UI',
    access: 'public',
    params: ByName,
    response: z.array(ClassicLocation),
    errors: { 404: PLAYER_NOT_FOUND },
  },
  ({ cached, database }) =>
    async ({ params }) => {
      const player = await cached.player(params.playerName, PLAYER_NOT_FOUND);
      const venues = await venuesOf(database.db, player, (id) => cached.venue(id));
      found(venues.length > 0 ? venues : undefined, PLAYER_NOT_FOUND);
      return venues;
    },
);
