import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { DEFAULT_HISTORY_RANGE } from '../../domain/history';
import { levelFigures } from '../../domain/levels';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { clientKey } from '../http/limits';
import { mount } from '../http/mount';
import { toLevelScore } from '../services/player-data';
import { cachedProfiles } from '../services/profile-snapshots';
import { venueLevels } from '../services/venue-levels';
import { found } from './lookups';

/** Player lookups of the newer API family. */
export function playerRoutes({ database, lookups, cached, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;

  mount(app, endpoints.activatePlayerLocations, async ({ params }, c) => {
    const { player, venues } = await cached.playerVenues(params.playerName);
    // A search is counted at the player's best venue: that is where the stats card links to.
    const best = venues[0];
    if (best) lookups.count(today(), 'search', player, best.id, clientKey(c));
    return venues.map(({ id, name, city }) => ({ id, name, city }));
  });

  mount(
    app,
    endpoints.playerData,
    async ({ params }) => (await cached.playerData(params.playerName, params.locationId)).json,
  );

  mount(app, endpoints.playerHistory, ({ params, query }) =>
    cached.history(params.playerName, params.locationId, query.range ?? DEFAULT_HISTORY_RANGE, today()),
  );

  mount(app, endpoints.cachedProfiles, async ({ params }) => {
    const [player] = await Promise.all([cached.player(params.playerName), cached.venue(params.locationId)]);
    return { cachedProfiles: await cachedProfiles(db, player.id) };
  });

  mount(app, endpoints.playerToCompare, async ({ params }, c) => {
    const [player, venue] = await Promise.all([
      cached.player(params.playerName),
      cached.venue(params.locationId),
    ]);
    const levels = await venueLevels(db, player.id, venue);
    const figures = levelFigures(levels);
    found(figures.levelsPlayed > 0 ? figures : undefined);
    lookups.count(today(), 'compare', player, venue.location.id, clientKey(c));
    return {
      playerName: player.name,
      locationId: venue.location.id,
      totalScore: figures.totalScore,
      scores: levels.map(toLevelScore),
    };
  });
  return app;
}
