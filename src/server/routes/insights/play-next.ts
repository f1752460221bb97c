import { PlayNext } from '../../../contract/schemas/insights';
import { NameAt } from '../../../contract/schemas/params';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';

/** What a player should play next at a venue (the summary's Play next). */
export const playNext = defineEndpoint(
  {
    name: 'playNext',
    method: 'GET',
    path: '/api/activate/players/player/{playerName}/location/{locationId}/play-next',
    summary:
      "What to play next at a venue: levels ranked by the score one attempt is expected to add, each explained, and what never-played games would add at the player's other venues",
    tag: 'Players',
    access: 'public',
    params: NameAt,
    response: PlayNext,
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  ({ cached }) =>
    async ({ params }) =>
      (await cached.playNext(params.playerName, params.locationId)).json,
);
