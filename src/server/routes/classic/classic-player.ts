import { ClassicPlayerInfo } from '../../../contract/schemas/classic';
import { NameAtLoc } from '../../../contract/schemas/params';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { classicPlayerInfo } from '../../services/classic';
import { found } from '../lookups';
import { playerAtVenue } from './player-at-venue';

/** Older UI: a player's info at a venue, with the per-room derived counts. */
export const classicPlayer = defineEndpoint(
  {
    name: 'classicPlayer',
    method: 'GET',
    path: '/data/locations/{loc}/processed-players/{playerName}',
    summary: 'Older UI: player info at a venue, with the per-room derived counts',
    tag: 'Older UI',
    access: 'public',
    params: NameAtLoc,
    response: ClassicPlayerInfo,
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  ({ cached, database }) =>
    async ({ params }) => {
      const [player, venue] = await playerAtVenue(cached, params);
      return found(await classicPlayerInfo(database.db, player, venue));
    },
);
