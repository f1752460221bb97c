import { GlanceQuery, LevelBoardPlayers } from '../../../contract/schemas/friends';
import { LevelAt } from '../../../contract/schemas/params';
import { dayStart } from '../../../domain/days';
import { splitNames } from '../../../domain/friends';
import { LOCATION_NOT_FOUND } from '../../../domain/messages';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';
import { levelBoardPlayers as placesOn } from '../../services/level-boards';

/** A board's friends view: several players' places on a level's board at a venue. */
export const levelBoardPlayers = defineEndpoint(
  {
    name: 'levelBoardPlayers',
    method: 'GET',
    path: '/api/levels/{locationId}/{gameId}/{level}/players',
    summary:
      "Several players' places on a level's board at a venue, in the order asked, each with what today added to their best: a board's friends view",
    tag: 'Leaderboards',
    access: 'public',
    params: LevelAt,
    query: GlanceQuery,
    response: LevelBoardPlayers,
    errors: {
      400: 'The game id or level is malformed, the venue has no such game, a name is malformed, or there are too many names',
      404: `${LOCATION_NOT_FOUND} (no venue with that id)`,
    },
  },
  ({ database, cached, config, today }) => {
    const clock = dayClock(config);
    return ({ params, query }) =>
      placesOn({ db: database.db, cached }, params, splitNames(query.names), dayStart(today(), clock));
  },
);
