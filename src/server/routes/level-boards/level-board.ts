import { LevelBoard, LevelBoardQuery } from '../../../contract/schemas/level-boards';
import { LevelAt } from '../../../contract/schemas/params';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { levelBoard as boardOf } from '../../services/level-boards';

/** A level's board at a venue (top 10, record, chain's best, and a player's place). */
export const levelBoard = defineEndpoint(
  {
    name: 'levelBoard',
    method: 'GET',
    path: '/api/levels/{locationId}/{gameId}/{level}',
    summary:
      "A level's board at a venue: its top 10, who holds the record and since when, how many played it, the chain's best, and with ?player= that player's place and percentile",
    tag: 'Leaderboards',
    access: 'public',
    params: LevelAt,
    query: LevelBoardQuery,
    response: LevelBoard,
    errors: {
      400: 'The game id or level is malformed, the venue has no such game, or the player name is malformed',
      404: `${LOCATION_NOT_FOUND} (no venue with that id) or ${NO_PLAYER_FOUND} (the ?player= name)`,
    },
  },
  ({ cached, database }) => {
    const deps = { db: database.db, cached };
    return ({ params, query }) => boardOf(deps, params.locationId, params.gameId, params.level, query.player);
  },
);
