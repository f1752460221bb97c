import { PeriodBoardAt } from '../../../contract/schemas/params';
import { PeriodBoard } from '../../../contract/schemas/period-boards';
import { defineEndpoint } from '../../http/endpoint';
import { BOARD_NOT_FOUND, scopeOf } from './board-scope';

/** A board of the points gained over this month or this year. */
export const periodBoard = defineEndpoint(
  {
    name: 'periodBoard',
    method: 'GET',
    path: '/api/leaderboards/{city}/{period}',
    summary:
      "A board over this month or this year: the points each player gained at a venue over the period's closed days, from the kept daily history (the total at the last close less the total before the period). Addressed as the day's board is",
    tag: 'Leaderboards',
    access: 'public',
    params: PeriodBoardAt,
    response: PeriodBoard,
    errors: {
      400: 'The name is blank or too long, or the period is not month or year',
      404: BOARD_NOT_FOUND,
    },
  },
  ({ cached, today }) =>
    async ({ params }) =>
      cached.periodBoard(await scopeOf(cached, params.city), params.period, today()),
);
