import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/route';
import { queryRows } from '../../src/server/db/client';
import { endpointsByName as endpoints } from '../../src/server/endpoints';
import type { AnyEndpoint as Endpoint } from '../../src/server/http/endpoint';
import { startTestApi, type TestApi, testConfig } from './harness';

/**
 * Public reads are shareable by caches in front of several server processes (a CDN): an anonymous
 * GET carries no Set-Cookie, and says how long a shared cache may keep it, with an ETag to
 * revalidate by. Answers that depend on who asks (a session) or must reach the server (the health
 * check, the login redirects) say no-store.
 */

let api: TestApi;
let player: { name: string; location_id: number; city: string };
/** A level the player played at that venue (the level board's params; the level as shown). */
let level: { game_id: number; level: number };

beforeAll(async () => {
  // Hundreds of lookups below: the search limit is not what this file tests.
  api = await startTestApi({ config: testConfig({ RATE_LIMIT_SEARCH: '100000' }) });
  const [row] = await queryRows<{ name: string; location_id: number; city: string }>(
    api.database.db,
    sql`select p.name, t.location_id, l.name as city from player_totals t join players p on p.id = t.player_id
        join locations l on l.id = t.location_id where t.total_score > 0 order by t.total_score desc limit 1`,
  );
  if (!row) throw new Error('no player');
  player = row;
  const [played] = await queryRows<{ game_id: number; level: number }>(
    api.database.db,
    sql`select s.game_id, s.level + 1 as level from scores s join players p on p.id = s.player_id
        where p.name = ${row.name} and s.location_id = ${row.location_id} and s.high_score > 0 limit 1`,
  );
  if (!played) throw new Error('no level played');
  level = played;
});
afterAll(() => api.close());

/** Values for a route's params, from the seeded data. */
function paramsFor(endpoint: Endpoint): Record<string, string | number> {
  const values: Record<string, string | number> = {
    playerName: player.name,
    otherName: player.name,
    locationId: player.location_id,
    loc: player.location_id,
    city: player.city,
    id: 1,
    provider: 'google',
    gameId: level.game_id,
    level: level.level,
    period: 'month',
  };
  return Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, values[name as string] ?? '']),
  );
}

// The CSV export is made for the visitor's language (Accept-Language): not shared either.
const NOT_SHARED = new Set([
  'healthCheck',
  'authMe',
  'checkPlayerLink',
  'login',
  'loginCallback',
  'logout',
  'exportData',
  // The venue screen's data is fetched again on each event of its stream (a kept copy would hide
  // the change the event announced), and the stream itself is live.
  'venueScreen',
  'venueEvents',
]);

/** A query the route needs to answer 200 (the type-ahead's text, the friends' names). */
function queryFor(name: string): string {
  if (name === 'suggestPlayers') return `?q=${encodeURIComponent(player.name.slice(0, 3))}`;
  if (name === 'playersGlance' || name === 'levelBoardPlayers')
    return `?names=${encodeURIComponent(player.name)}`;
  return '';
}

const publicReads = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, e]) => e.method === 'GET' && e.access === 'public',
);

describe('an anonymous public read', () => {
  it.each(publicReads.filter(([name]) => !NOT_SHARED.has(name)))(
    '%s: no Set-Cookie; s-maxage, stale-while-revalidate and an ETag',
    async (name, endpoint) => {
      const res = await api.app.request(`${fillPath(endpoint.path, paramsFor(endpoint))}${queryFor(name)}`);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
      const cacheControl = res.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/\bpublic\b/);
      expect(cacheControl).toMatch(/\bs-maxage=\d+/);
      expect(cacheControl).toMatch(/\bstale-while-revalidate=\d+/);
      expect(res.headers.get('etag')).toBeTruthy();
    },
  );

  it.each(publicReads.filter(([name]) => NOT_SHARED.has(name) && !name.startsWith('login')))(
    '%s, which depends on who asks or must reach the server, is never stored by a shared cache',
    async (_name, endpoint) => {
      const res = await api.app.request(fillPath(endpoint.path, paramsFor(endpoint)));
      // The event stream stays open: only its headers are read.
      await res.body?.cancel();
      expect(res.headers.get('cache-control') ?? '').toMatch(/no-store|private|no-cache/);
    },
  );
});

describe('the kept answers', () => {
  it('keep nothing for unknown players and venues: each is a 404, and the caches do not grow', async () => {
    // The known ones, kept once.
    await api.get(
      `/api/activate/players/player/${encodeURIComponent(player.name)}/location/${player.location_id}`,
    );
    const kept = api.reads.size;
    const paths = [];
    for (let i = 0; i < 200; i++) {
      paths.push(`/api/activate/players/player/nobody-${i}/location/${player.location_id}`);
      paths.push(`/api/activate/players/player/${encodeURIComponent(player.name)}/location/${4_000_000 + i}`);
      paths.push(`/api/activate/playerlocations/nobody-${i}`);
      paths.push(`/data/locations/${3_000_000 + i}/processed-players/${encodeURIComponent(player.name)}`);
    }
    for (const path of paths) expect((await api.get(path)).status, path).toBe(404);
    expect(api.reads.size).toBe(kept);
  });
});
