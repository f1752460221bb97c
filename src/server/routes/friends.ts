import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { dayStart } from '../../domain/days';
import { splitNames } from '../../domain/friends';
import { dayClock } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { currentUser } from '../http/guards';
import { mount } from '../http/mount';
import { followedList, followPlayers, unfollowPlayer } from '../services/followed-players';
import { levelBoardPlayers } from '../services/level-boards';
import { playersGlance } from '../services/players-glance';

/** Friends: several players at a glance or on a level's board, and a logged-in user's followed players. */
export function friendRoutes({ database, cached, config, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  const clock = dayClock(config);
  mount(app, endpoints.playersGlance, ({ query }) =>
    playersGlance({ db, cached }, splitNames(query.names), today(), clock),
  );
  mount(app, endpoints.levelBoardPlayers, ({ params, query }) =>
    levelBoardPlayers({ db, cached }, params, splitNames(query.names), dayStart(today(), clock)),
  );
  // Guards (session, anti-forgery) run before these handlers: see app.ts.
  mount(app, endpoints.followedPlayers, (_input, c) => followedList(db, currentUser(c).id));
  mount(app, endpoints.followPlayers, ({ body }, c) => followPlayers(db, currentUser(c).id, body.names));
  mount(app, endpoints.unfollowPlayer, ({ params }, c) =>
    unfollowPlayer(db, currentUser(c).id, params.playerName),
  );
  return app;
}
