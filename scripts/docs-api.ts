/**
 * npm run docs:api: writes docs/api.md, every endpoint of the contract with a real example
 * answer, taken from the API running in-process on a freshly seeded in-memory database, and the
 * browser's route list (src/contract/routes.ts) from the same definitions.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { pathParamNames } from '../src/contract/route';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { queryRows, wrapPglite } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createPglite } from '../src/server/db/pglite';
import { endpointList, endpointsByName as endpoints } from '../src/server/endpoints';
import { SHARED_CACHE_CONTROL } from '../src/server/http/cache-control';
import type { AnyEndpoint as Endpoint } from '../src/server/http/endpoint';
import { seedOptions } from '../src/server/jobs/seed/options';
import { seedDatabase } from '../src/server/jobs/seed/write';
import { openApiDocument } from '../src/server/openapi';
import { OPENAPI_TAGS } from '../src/server/openapi-info';
import { runCli } from './cli';
import { ROUTES_FILE, routesModule } from './commands/routes-module';

const NOW = new Date('2026-11-20T16:00:00Z');

interface DocumentedParameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: { example?: unknown };
}
type Operations = Record<
  string,
  Record<string, { operationId?: string; parameters?: DocumentedParameter[] }>
>;

/** Every operation of the OpenAPI document by its id. */
function operationsById() {
  const paths = (openApiDocument() as { paths: Operations }).paths;
  return new Map(
    Object.values(paths).flatMap((methods) =>
      Object.values(methods).map((op) => [op.operationId ?? '', op] as const),
    ),
  );
}

/** The document's example of each parameter, by name (the same name has one example throughout). */
function documentExamples(): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const op of operationsById().values())
    for (const p of op.parameters ?? []) {
      const example = p.schema?.example ?? p.example;
      if (p.in === 'path' && (typeof example === 'string' || typeof example === 'number'))
        values[p.name] ??= example;
    }
  return values;
}

/** The query string of an operation made of its query parameters' examples ('' without any). */
function exampleQuery(operationId: string): string {
  const params = operationsById().get(operationId)?.parameters ?? [];
  const query = new URLSearchParams();
  for (const p of params) {
    const example = p.schema?.example ?? p.example;
    if (p.in === 'query' && example !== undefined) query.set(p.name, String(example));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

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
  // npm start's demo chain (its seed, players, venues and days), so every example below answers as
  // it does there (but for the day: the examples are taken at a fixed instant).
  const demo = loadConfig();
  await seedDatabase(database, seedOptions(demo, { now: NOW, clock: { timeZone: 'UTC', rolloverHour: 0 } }));
  const examples = documentExamples();
  const [sample] = await queryRows<{ name: string; location: string }>(
    database.db,
    sql`select p.name, l.name as location from players p join locations l on l.id = ${examples.locationId}
        where p.name = ${examples.playerName}`,
  );
  if (!sample) throw new Error(`The demo chain has no ${String(examples.playerName)} at the example venue`);
  const values: Record<string, string | number> = {
    provider: 'google',
    period: 'month',
    city: sample.location,
    loc: examples.locationId ?? 1,
    ...examples,
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
    ...publicReads(config.rateLimits, sample.name, Number(values.locationId)),
  ];
  let tag = '';
  // Grouped by tag, in the document's order of tags.
  const order = OPENAPI_TAGS.map((t) => t.name);
  const byTag = (Object.entries(endpoints) as Array<[string, Endpoint]>).sort(
    ([, a], [, b]) => order.indexOf(a.tag) - order.indexOf(b.tag),
  );
  for (const [name, e] of byTag) {
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
    const url = `${path}${exampleQuery(name)}`;
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
  fs.writeFileSync(ROUTES_FILE, await routesModule(endpointList));
  console.info(`Wrote docs/api.md and ${ROUTES_FILE}`);
});
