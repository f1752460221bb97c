import { type Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { currentUser } from '../http/guards';
import { mount } from '../http/mount';
import {
  acceptHeld,
  listAudit,
  listHeld,
  listVoided,
  type Reviewer,
  rejectHeld,
  restoreScore,
  voidScore,
} from '../services/score-reviews';

/** The admin's review of scores: held scores (accept, reject), voids and restores, the audit log. */
export function reviewRoutes({ database, config, now }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  // Guards (session, admin role, anti-forgery) run before these handlers: see app.ts.
  const reviewer = (c: Context<AppEnv>): Reviewer => ({
    userId: currentUser(c).id,
    now: now(),
    timeZone: config.rollover.timeZone,
    rolloverHour: config.rollover.hour,
  });

  mount(app, endpoints.heldScores, () => listHeld(db));
  mount(app, endpoints.acceptHeldScore, async ({ params, body }, c) => {
    await acceptHeld(database, params.id, reviewer(c), body.reason);
    return { id: params.id, status: 'accepted' as const };
  });
  mount(app, endpoints.rejectHeldScore, async ({ params, body }, c) => {
    await rejectHeld(db, params.id, reviewer(c), body.reason);
    return { id: params.id, status: 'rejected' as const };
  });
  mount(app, endpoints.voidScore, ({ body }, c) => voidScore(database, body, reviewer(c), body.reason));
  mount(app, endpoints.voidedScores, () => listVoided(db));
  mount(app, endpoints.restoreScore, ({ params, body }, c) =>
    restoreScore(database, params.id, reviewer(c), body.reason),
  );
  mount(app, endpoints.scoreAudit, () => listAudit(db));
  return app;
}
