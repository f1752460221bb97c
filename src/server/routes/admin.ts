import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { maskEmail } from '../../domain/email';
import { listUsers, setRole } from '../auth/users';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { currentUser } from '../http/guards';
import { mount } from '../http/mount';
import { addLocation, deleteLocation, listAdminLocations, updateLocation } from '../services/admin-locations';
import { addBadge, deleteBadge, updateBadge } from '../services/badges';
import { getChallenge, listChallenges, softDeleteChallenge, updateChallenge } from '../services/challenges';
import { canRequestLink, decideLink, listLinks, requestLink } from '../services/player-links';

/** Claims, and the admin area's venues, badges, challenges, player links and users. */
export function adminRoutes({ database, now }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  // Guards (session, role, anti-forgery) run before these handlers: see app.ts.

  mount(app, endpoints.checkPlayerLink, async ({ params }, c) => ({
    canRequest: await canRequestLink(db, c.get('user'), params.playerName),
  }));
  mount(app, endpoints.requestPlayerLink, async ({ body }, c) => ({
    playerLinkId: await requestLink(db, currentUser(c), body.playerName, body.email),
  }));
  mount(app, endpoints.playerLinks, () => listLinks(db));
  mount(app, endpoints.approvePlayerLink, async ({ params }) => ({
    playerLinkId: await decideLink(db, params.id, 'approve', now()),
  }));
  mount(app, endpoints.denyPlayerLink, async ({ params }) => ({
    playerLinkId: await decideLink(db, params.id, 'deny', now()),
  }));
  mount(app, endpoints.resetPlayerLink, async ({ params }) => ({
    playerLinkId: await decideLink(db, params.id, 'reset', now()),
  }));

  mount(app, endpoints.adminLocations, () => listAdminLocations(db));
  mount(app, endpoints.addLocation, ({ body }) => addLocation(db, body));
  mount(app, endpoints.updateLocation, ({ params, body }) => updateLocation(db, params.id, body));
  mount(app, endpoints.deleteLocation, async ({ params }) => ({
    deleted: await deleteLocation(db, params.id),
  }));

  mount(app, endpoints.addBadge, ({ body }) => addBadge(db, body));
  mount(app, endpoints.updateBadge, ({ params, body }) => updateBadge(db, params.id, body));
  mount(app, endpoints.deleteBadge, async ({ params }) => ({ deleted: await deleteBadge(db, params.id) }));

  mount(app, endpoints.challenges, () => listChallenges(db));
  mount(app, endpoints.challenge, ({ params }) => getChallenge(db, params.id));
  mount(app, endpoints.updateChallenge, ({ params, body }, c) =>
    updateChallenge(db, params.id, body, currentUser(c).id),
  );
  mount(app, endpoints.deleteChallenge, async ({ params }) => ({
    deleted: await softDeleteChallenge(db, params.id),
  }));

  mount(app, endpoints.users, async () =>
    (await listUsers(db)).map((u) => ({ ...u, email: maskEmail(u.email) })),
  );
  mount(app, endpoints.setUserRole, async ({ params, body }, c) => {
    if (currentUser(c).id === params.id && body.role !== 'admin')
      throw conflict('You cannot take away your own admin role.');
    if (!(await setRole(db, params.id, body.role))) throw notFound('No such user.');
    const user = (await listUsers(db)).find((u) => u.id === params.id);
    if (!user) throw notFound('No such user.');
    return { ...user, email: maskEmail(user.email) };
  });
  return app;
}
