import { HistoryRangeQuery, PlayerHistory } from '../../../contract/schemas/history';
import { NameAt } from '../../../contract/schemas/params';
import { DEFAULT_HISTORY_RANGE } from '../../../domain/history';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';

/** A player's total and place over time at a venue (the summary's History chart). */
export const playerHistory = defineEndpoint(
  {
    name: 'playerHistory',
    method: 'GET',
    path: '/api/activate/players/player/{playerName}/location/{locationId}/history',
    summary:
      "A player's total and venue position at the end of each day their total changed at a venue, over a range",
    tag: 'Players',
    access: 'public',
    params: NameAt,
    query: HistoryRangeQuery,
    response: PlayerHistory,
    errors: {
      400: 'The name is blank, too long or malformed, or the range is not 7, 30, 90, 365 or all',
      404: `${NO_PLAYER_FOUND} (or the venue does not exist)`,
    },
  },
  ({ cached, today }) =>
    ({ params, query }) =>
      cached.history(params.playerName, params.locationId, query.range ?? DEFAULT_HISTORY_RANGE, today()),
);
