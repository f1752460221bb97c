import { VisitCounted } from '../../../contract/schemas/stats';
import { defineEndpoint } from '../../http/endpoint';
import { clientKey } from '../../http/limits';
import { countVisit as count, visitsOn } from '../../services/stats';
import { CROSS_SITE } from '../cross-site';

/** Counts a landing-page view, once a day per visitor. */
export const countVisit = defineEndpoint(
  {
    name: 'countVisit',
    method: 'POST',
    path: '/api/stats/visits',
    throttle: 'search',
    summary: 'Counts one landing-page view (no personal data is kept)',
    tag: 'Stats',
    access: 'public',
    // Every landing-page view sends one: it must not cost every player's cached data.
    changes: 'daily stats',
    response: VisitCounted,
    errors: { 403: CROSS_SITE },
  },
  // A visitor counts once a day (by address; see TRUST_PROXY behind a proxy), as a search or a
  // comparison does, whichever process answers: 500 posts used to add 500 visits.
  ({ database, today, counted }) =>
    async (_input, c) => {
      const day = today();
      const first = await counted.first(day, `visit|${clientKey(c)}`);
      return { visitsCount: await (first ? count(database.db, day) : visitsOn(database.db, day)) };
    },
);
