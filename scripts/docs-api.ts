/**
 * npm run docs:api: writes docs/api.md, every endpoint of the contract with a real example
 * answer, taken from the API running in-process on a freshly seeded in-memory database.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { pathParamNames } from '../src/contract/route';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { queryRows, wrapPglite } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createPglite } from '../src/server/db/pglite';
import { type EndpointInfo as Endpoint, allEndpoints as endpoints } from '../src/server/endpoints';
import { SHARED_CACHE_CONTROL } from '../src/server/http/cache-control';
import { seedDatabase } from '../src/server/jobs/seed/write';
import { runCli } from './cli';

const NOW = new Date('2026-11-20T16:00:00Z');

/** Shortens an example: long arrays keep their first items, long strings their start. */
function shorten(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    const keep = value.slice(0, depth === 0 ? 2 : 1).map((v) => shorten(v, depth + 1));
    return value.length > keep.length ? [...keep, `… ${value.length - keep.length} more`] : keep;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v, depth + 1)]));
  }
  return value;
}

/** The environment variable of each kind of rate limit. */
const THROTTLE_VARIABLES = {
  search: 'RATE_LIMIT_SEARCH',
  login: 'RATE_LIMIT_LOGIN',
  ingest: 'RATE_LIMIT_INGEST',
  render: 'RATE_LIMIT_RENDER',
} as const;

/** The section on the public read API: no key, its limits and its caching, as the code sets them. */
function publicReads(
  limits: Record<keyof typeof THROTTLE_VARIABLES, number>,
  player: string,
  venue: number,
): string[] {
  const summary = `/api/activate/players/player/${encodeURIComponent(player)}/location/${venue}`;
  return [
    '## The public read API',
    '',
    'Every endpoint marked "Access: public" is open to anyone, with no key or login: the site\'s own pages use',
    'it, and so may any other client (a chat bot, a venue screen, a spreadsheet). Please send a `User-Agent` that',
    'says who you are.',
    '',
    '**Rate limits.** Per client address and per server process, in a fixed window of a minute; beyond, 429 with',
    '`Retry-After`, and every limited answer carries `RateLimit-Policy` and `RateLimit` (IETF draft 7):',
    '',
    `- searches, name suggestions, comparisons and visit counts: ${limits.search} a minute (\`RATE_LIMIT_SEARCH\`);`,
    `- share cards: ${limits.render} a minute (\`RATE_LIMIT_RENDER\`; the site's pages not kept yet have a budget of the same size);`,
    `- login steps: ${limits.login} a minute (\`RATE_LIMIT_LOGIN\`);`,
    `- ingest calls (bearer token only): ${limits.ingest} a minute (\`RATE_LIMIT_INGEST\`).`,
    '',
    'The other public reads are not counted: each answer is kept per data version, so a repeated read is answered',
    'from memory until the data changes. Beyond its capacity the server answers 503 with `Retry-After: 1` at once.',
    '',
    `**Caching.** A public read answers \`Cache-Control: ${SHARED_CACHE_CONTROL}\` and an \`ETag\`:`,
    'browsers and shared caches (a CDN) may keep it a minute, then serve it up to ten more while they revalidate.',
    'Ask again with `If-None-Match` and the ETag: while the data has not changed (scores are imported in batches;',
    'the daily rollover closes a day) the answer is `304 Not Modified` with no body. Answers that depend on who asks',
    '(`/api/auth/me`, the health check, the CSV export) say `private, no-store`.',
    '',
    '```sh',
    `curl -si https://stats.example${summary} | grep -i -E '^(etag|cache-control):'`,
    `curl -si -H 'If-None-Match: W/"…the ETag…"' https://stats.example${summary}   # 304 while nothing changed`,
    '```',
    '',
    'Share cards (`/api/cards/…/card.png`) and feeds (`/api/feeds/…/atom.xml`) are public reads too, kept and',
    'revalidated the same way.',
    '',
  ];
}

await runCli(async () => {
  const database = wrapPglite(await createPglite());
  await migrateDatabase(database);
  await seedDatabase(database, {
    seed: 3,
    players: 200,
    locations: 3,
    days: 3,
    now: NOW,
    clock: { timeZone: 'UTC', rolloverHour: 0 },
  });
  const [sample] = await queryRows<{ name: string; location_id: number; location: string }>(
    database.db,
    sql`select p.name, t.location_id, l.name as location from tracked_profiles tp join players p on p.id = tp.player_id
        join player_totals t on t.player_id = p.id join locations l on l.id = t.location_id order by t.total_score desc limit 1`,
  );
  if (!sample) throw new Error('The seed has no tracked player');
  // A level the sample played, for the level board's example.
  const [level] = await queryRows<{ game_id: number; level: number }>(
    database.db,
    sql`select s.game_id, s.level from scores s join players p on p.id = s.player_id
        where p.name = ${sample.name} and s.location_id = ${sample.location_id} and s.high_score > 0
        order by s.game_id, s.level limit 1`,
  );
  const values: Record<string, string | number> = {
    playerName: sample.name,
    locationId: sample.location_id,
    loc: sample.location_id,
    city: sample.location,
    gameId: level?.game_id ?? 1,
    level: (level?.level ?? 0) + 1,
    // A venue's screen and its events take the venue's id; the admin's ids answer 401 anonymously.
    id: sample.location_id,
    provider: 'google',
    period: 'month',
  };
  const config = loadConfig({ INGEST_TOKEN: 'example-token', ROLLOVER_ENABLED: 'false' });
  const app = createApp({
    config,
    database,
    reportError: console.error,
    now: () => NOW,
  });

  const out: string[] = [
    '# API',
    '',
    'Generated from the endpoints’ definitions (`src/server/routes/`) by `npm run docs:api`; the examples are real answers',
    'of the API on the demo seed. The same description is served as OpenAPI 3.1 at `GET /api/openapi.json`.',
    '',
    'Every error is JSON `{ "error": { "code": "...", "message": "..." } }` with the status saying what kind:',
    "400 bad input (the message says what), 401/403 not allowed, 404 not found (with the product's message), 413 too",
    'large, 503 the database is unreachable. Player names match case-insensitively after trimming, in any script;',
    'put them in paths URI-encoded once.',
    '',
    ...publicReads(config.rateLimits, sample.name, sample.location_id),
  ];
  let tag = '';
  for (const [name, e] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    if (e.tag !== tag) {
      tag = e.tag;
      out.push(`## ${tag}`, '');
    }
    let path = e.path;
    for (const p of pathParamNames(path))
      path = path.replace(`{${p}}`, encodeURIComponent(String(values[p])));
    out.push(`### \`${e.method} ${e.path}\``, '', `${e.summary}.`, '');
    const facts = [`Access: ${e.access === 'ingest' ? 'bearer token (`INGEST_TOKEN`)' : e.access}.`];
    if (e.caching === 'shared')
      facts.push(
        `Shared caches may keep it a minute (\`Cache-Control: ${SHARED_CACHE_CONTROL}\`); ` +
          'it carries an `ETag`, and a conditional request gets 304.',
      );
    if (e.throttle)
      facts.push(
        `Rate limited: ${config.rateLimits[e.throttle]} requests a minute per client (\`${THROTTLE_VARIABLES[e.throttle]}\`).`,
      );
    if (e.caching === 'private') facts.push('Never kept by a cache (`Cache-Control: private, no-store`).');
    for (const [status, why] of Object.entries(e.errors ?? {})) facts.push(`${status}: ${why}.`);
    out.push(...facts.map((f) => `- ${f}`), '');
    if (name === 'openapi') continue;
    let init: RequestInit = {};
    if (name === 'ingest') {
      const line = JSON.stringify({
        player: sample.name,
        location: sample.location,
        room: 'Grid',
        game: 'Grid',
        level: 0,
        score: 1234,
        playedAt: '2026-11-20T15:30:00Z',
      });
      out.push(
        'Request body (`application/x-ndjson`, one event per line; `level` is 0-based):',
        '',
        '```',
        line,
        '```',
        '',
      );
      init = {
        method: 'POST',
        headers: { authorization: 'Bearer example-token', 'content-type': 'application/x-ndjson' },
        body: line,
      };
    } else if (name === 'ingestCatalog') {
      const body = { locations: [{ name: 'Example Arcade', city: 'Exampleton', rooms: [1, 2, 3] }] };
      out.push('Request body:', '', '```json', JSON.stringify(body, null, 2), '```', '');
      init = {
        method: 'POST',
        headers: { authorization: 'Bearer example-token', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    } else if (name === 'rollover') {
      out.push('Request body: `{ "day": "2026-11-19", "force": false }` (both optional).', '');
      init = {
        method: 'POST',
        headers: { authorization: 'Bearer example-token', 'content-type': 'application/json' },
        body: '{"day":"2026-11-19","force":true}',
      };
    } else if (e.method !== 'GET') {
      init = { method: e.method };
    }
    const queries: Record<string, string> = {
      exportData: `?locationId=${sample.location_id}&locale=en-GB`,
      // The start of a name, lower-case, as the type-ahead sends it.
      suggestPlayers: `?q=${encodeURIComponent(sample.name.slice(0, 3).toLowerCase())}`,
      levelBoard: `?player=${encodeURIComponent(sample.name)}`,
    };
    const url = `${path}${queries[name] ?? ''}`;
    const res = await app.request(url, init);
    const type = res.headers.get('content-type') ?? '';
    out.push(`Example: \`${e.method} ${url}\` answers ${res.status}:`, '');
    if (type.startsWith('text/event-stream')) {
      // A stream stays open: its first event is the example.
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const { value } = await reader.read();
      await reader.cancel();
      out.push('```', new TextDecoder().decode(value).trim(), '…', '```', '');
      continue;
    }
    const text = await res.clone().text();
    if (type.startsWith('image/')) {
      const bytes = new Uint8Array(await res.clone().arrayBuffer());
      out.push(`A \`${type}\` of ${Math.round(bytes.byteLength / 1024)} KB (not shown here).`, '');
    } else if (type.includes('json')) {
      out.push('```json', JSON.stringify(shorten(JSON.parse(text)), null, 2), '```', '');
    } else {
      out.push(
        '```',
        ...text
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/)
          .slice(0, 12),
        '…',
        '```',
        '',
      );
    }
  }
  fs.writeFileSync('docs/api.md', `${out.join('\n')}\n`);
  await database.close();
  console.info('Wrote docs/api.md');
});
