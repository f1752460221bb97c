import { Leaderboard } from '../../../contract/schemas/leaderboards';
import { BoardAt } from '../../../contract/schemas/params';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';
import { BOARD_NOT_FOUND, scopeOf } from './board-scope';

/** A board today and yesterday, with day-over-day changes: the leaderboard pages. */
export const leaderboard = defineEndpoint(
  {
    name: 'leaderboard',
    method: 'GET',
    path: '/api/leaderboards/{city}',
    summary:
      "A board today and yesterday: a venue's (by its name, its id, or its city when the city has one venue), a city's venues together (with each row's venue), or the world's ('world')",
    tag: 'Leaderboards',
    access: 'public',
    params: BoardAt,
    response: Leaderboard,
    errors: { 400: 'The name is blank or too long', 404: BOARD_NOT_FOUND },
  },
  ({ cached, config, today }) => {
    const clock = dayClock(config);
    return async ({ params }) => cached.board(await scopeOf(cached, params.city), today(), clock);
  },
);
