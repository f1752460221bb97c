import { ById } from '../../../contract/schemas/params';
import { StrategyGame } from '../../../contract/schemas/strategy';
import { defineEndpoint } from '../../http/endpoint';
import { strategyLevelData } from '../../services/strategy';
import { found } from '../lookups';

/** A level of the browser strategy game, as its page plays it. */
export const strategyGame = defineEndpoint(
  {
    name: 'strategyGame',
    method: 'GET',
    path: '/games/strategy/{id}',
    summary: 'A level of the browser strategy game (levels 1-6 and 10)',
    tag: 'Games',
    access: 'public',
    params: ById,
    response: StrategyGame,
    errors: { 400: 'The level is not a number', 404: 'Game not found' },
  },
  ({ database }) =>
    async ({ params }) =>
      found(await strategyLevelData(database.db, params.id), 'Game not found'),
);
