import { NameAt } from '../../../contract/schemas/params';
import { PlayerData } from '../../../contract/schemas/players';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';

/** A player's figures and every level's score at a venue: what the player pages are made from. */
export const playerData = defineEndpoint(
  {
    name: 'playerData',
    method: 'GET',
    path: '/api/activate/players/player/{playerName}/location/{locationId}',
    summary: "A player's figures and every level's score at a venue",
    tag: 'Players',
    access: 'public',
    params: NameAt,
    response: PlayerData,
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  ({ cached }) =>
    async ({ params }) =>
      (await cached.playerData(params.playerName, params.locationId)).json,
);
