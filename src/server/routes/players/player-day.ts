import { NameAt } from '../../../contract/schemas/params';
import { PlayerDay } from '../../../contract/schemas/players';
import { placeOnBoard } from '../../../domain/day-change';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';

/**
 * A player's day at a venue in a few hundred bytes: their place on the board and its change since
 * yesterday's close, their total and position. The landing's "Your summary" opens with it instead
 * of the player's whole data (about 100 KB) and the venue's board; both are kept reads here.
 */
export const playerDay = defineEndpoint(
  {
    name: 'playerDay',
    method: 'GET',
    path: '/api/activate/players/player/{playerName}/location/{locationId}/day',
    summary:
      "A player's day at a venue: their place on the board and its change since yesterday's close, their total and position",
    tag: 'Players',
    access: 'public',
    params: NameAt,
    response: PlayerDay,
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  ({ cached, config, today }) => {
    const clock = dayClock(config);
    return async ({ params }) => {
      const [{ head }, venue] = await Promise.all([
        cached.playerData(params.playerName, params.locationId),
        cached.venue(params.locationId),
      ]);
      const board = (await cached.board({ kind: 'venue', venue: venue.location }, today(), clock)).parsed();
      const place = placeOnBoard(board.today, head.playerName);
      return {
        playerName: head.playerName,
        locationId: head.locationId,
        locationName: head.locationName,
        totalScore: head.totalScore,
        standing: head.standing,
        place: place ?? null,
      };
    };
  },
);
