import { ClassicComparePlayer } from '../../../contract/schemas/classic';
import { NameAtLoc } from '../../../contract/schemas/params';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { clientKey } from '../../http/limits';
import { classicCompare as compareAt } from '../../services/classic';
import { found } from '../lookups';
import { playerAtVenue } from './player-at-venue';

/** Older UI: a player to compare against at a venue (counted as a compare). */
export const classicCompare = defineEndpoint(
  {
    name: 'classicCompare',
    method: 'GET',
    path: '/data/locations/{loc}/processed-compareplayers/{playerName}',
    throttle: 'search',
    summary: 'Older UI: a player to compare against (counts as a compare)',
    tag: 'Older UI',
    access: 'public',
    params: NameAtLoc,
    response: ClassicComparePlayer,
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  ({ cached, database, lookups, today }) =>
    async ({ params }, c) => {
      const [player, venue] = await playerAtVenue(cached, params);
      const compare = found(await compareAt(database.db, player, venue));
      lookups.count(today(), 'compare', player, venue.location.id, clientKey(c));
      return compare;
    },
);
