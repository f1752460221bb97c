import { NameAt } from '../../../contract/schemas/params';
import { ComparePlayer } from '../../../contract/schemas/players';
import { levelFigures } from '../../../domain/levels';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { clientKey } from '../../http/limits';
import { toLevelScore } from '../../services/player-data';
import { venueLevels } from '../../services/venue-levels';
import { found } from '../lookups';

/** Another player's scores at a venue, for the games page's comparison. */
export const playerToCompare = defineEndpoint(
  {
    name: 'playerToCompare',
    method: 'GET',
    path: '/api/activate/players/to-compare/player/{playerName}/location/{locationId}',
    throttle: 'search',
    summary: "Another player's scores at a venue, to compare against (counts as a compare)",
    tag: 'Players',
    access: 'public',
    params: NameAt,
    response: ComparePlayer,
    errors: { 404: NO_PLAYER_FOUND },
  },
  ({ cached, database, lookups, today }) =>
    async ({ params }, c) => {
      const [player, venue] = await Promise.all([
        cached.player(params.playerName),
        cached.venue(params.locationId),
      ]);
      const levels = await venueLevels(database.db, player.id, venue);
      const figures = levelFigures(levels);
      found(figures.levelsPlayed > 0 ? figures : undefined);
      lookups.count(today(), 'compare', player, venue.location.id, clientKey(c));
      return {
        playerName: player.name,
        locationId: venue.location.id,
        totalScore: figures.totalScore,
        scores: levels.map(toLevelScore),
      };
    },
);
