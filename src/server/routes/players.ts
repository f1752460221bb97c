import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { levelFigures } from '../../domain/levels';
import type { RouteDeps } from '../app';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { PreparedJson } from '../http/prepared-json';
import { playerData, toLevelScore } from '../services/player-data';
import { playerLocations } from '../services/players';
import { cachedProfiles } from '../services/profile-snapshots';
import { venueLevels } from '../services/venue-levels';
import { found, PLAYER_NOT_FOUND, requireLocation, requirePlayer } from './lookups';

/** Player lookups of the newer API family. */
export function playerRoutes({ database, lookups, reads, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;

  mount(app, endpoints.activatePlayerLocations, async ({ params }) => {
    const { player, best, answer } = await reads.get(`locations|${params.playerName}`, async () => {
      const player = await requirePlayer(db, params.playerName, PLAYER_NOT_FOUND);
      const venues = await playerLocations(db, player.id);
      const answer = new PreparedJson(venues.map(({ id, name, city }) => ({ id, name, city })));
      return { player, best: venues[0], answer };
    });
    // A search is counted at the player's best venue: that is where the stats card links to.
    lookups.count(today(), 'search', player.id, found(best, PLAYER_NOT_FOUND).id);
    return answer;
  });

  mount(app, endpoints.playerData, async ({ params }) =>
    reads.get(`player-data|${params.locationId}|${params.playerName}`, async () => {
      const [player, location] = await Promise.all([
        requirePlayer(db, params.playerName),
        requireLocation(db, params.locationId),
      ]);
      return new PreparedJson(found(await playerData(db, player, location)));
    }),
  );

  mount(app, endpoints.cachedProfiles, async ({ params }) => {
    const [player] = await Promise.all([
      requirePlayer(db, params.playerName),
      requireLocation(db, params.locationId),
    ]);
    return { cachedProfiles: await cachedProfiles(db, player.id) };
  });

  mount(app, endpoints.playerToCompare, async ({ params }) => {
    const [player, location] = await Promise.all([
      requirePlayer(db, params.playerName),
      requireLocation(db, params.locationId),
    ]);
    const levels = await venueLevels(db, player.id, location.id);
    const figures = levelFigures(levels);
    found(figures.levelsPlayed > 0 ? figures : undefined);
    lookups.count(today(), 'compare', player.id, location.id);
    return {
      playerName: player.name,
      locationId: location.id,
      totalScore: figures.totalScore,
      scores: levels.map(toLevelScore),
    };
  });
  return app;
}
