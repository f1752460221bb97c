import { LRUCache } from 'lru-cache';
import { VisitCounted } from '../../../contract/schemas/stats';
import { defineEndpoint } from '../../http/endpoint';
import { clientKey } from '../../http/limits';
import { countVisit as count, visitsOn } from '../../services/stats';
import { CROSS_SITE } from '../cross-site';

/** Visitors remembered as counted today, at most (about 10 MB). */
const VISITORS_REMEMBERED = 100_000;

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
  ({ database, today }) => {
    // A visitor counts once a day (by address; see TRUST_PROXY behind a proxy), as a search or a
    // comparison does: 500 posts used to add 500 visits. Remembered per process, bounded.
    const counted = new LRUCache<string, true>({ max: VISITORS_REMEMBERED });
    return async (_input, c) => {
      const day = today();
      const visitor = `${day}|${clientKey(c)}`;
      if (counted.has(visitor)) return { visitsCount: await visitsOn(database.db, day) };
      counted.set(visitor, true);
      return { visitsCount: await count(database.db, day) };
    };
  },
);
