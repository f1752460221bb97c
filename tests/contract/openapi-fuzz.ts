/**
 * npm test's contract step: the built server, started as `npm start` starts it (prestart: migrate
 * and seed the demo chain on PGlite), is fuzzed from the OpenAPI document it serves, and every
 * answer is checked against that document. Third-party tools do the work; this file only feeds
 * one into the other:
 *
 * - @redocly/cli lints the served document (its recommended rules; no errors allowed);
 * - json-schema-faker (seeded) makes requests that are valid per the document, and openapi-fuzzer-core
 *   the invalid ones (wrong types, out-of-range numbers, bodies missing what is required, unknown
 *   paths and methods);
 * - openapi-backend's validator confirms that each "valid" request is valid per the document, and
 *   checks each answer: its status documented for the operation, its headers (every documented one
 *   present, of its schema) and its JSON body against the documented schema.
 *
 * Everything runs twice: anonymously, and as an admin (a session made through the mock Google login,
 * with the anti-forgery header) who also sends the ingest bearer token. It fails on a 5xx, an
 * undocumented status, an answer that breaks its schema, a request valid per the document that the
 * server refuses (400/415/422) unless the operation says it depends on the server's state
 * (x-depends-on-state), or a documented example that does not succeed (2xx, or a login step's 3xx).
 *
 *   npx tsx tests/contract/openapi-fuzz.ts              (after `npm run build`)
 *   FUZZ_PORT=4601 FUZZ_SEED=7 npx tsx tests/contract/openapi-fuzz.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import addFormats from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';
import { type Document, OpenAPIBackend, type Operation } from 'openapi-backend';
import fuzzer from 'openapi-fuzzer-core';
import { startOwnServer } from '../e2e/own-server';
import { startMockProviders } from '../support/oauth-mocks';

const PORT = Number(process.env.FUZZ_PORT ?? 4600);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
/** Valid requests drawn per operation and identity, beside the one made of the examples. */
const DRAWS = Number(process.env.FUZZ_DRAWS ?? 3);
const DATA = `/tmp/arcade-contract-fuzz-${PORT}`;
const INGEST_TOKEN = 'contract-fuzz-token';
const ADMIN_EMAIL = 'ada.admin@example.com';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Json;
}
interface Identity {
  name: string;
  /** What a logged-in browser sends: the session cookie, the anti-forgery header, this site's origin. */
  session: Record<string, string>;
  /** What the operations secured by the ingest token get instead. */
  bearer: Record<string, string>;
}
interface Call {
  operation: Operation;
  kind: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  mediaType?: string;
  /** Valid per the document: a 400/415/422 to it is a mismatch. */
  valid: boolean;
  /** A request made of the document's examples: must answer 200. */
  example?: boolean;
}

const failures: string[] = [];
const counts = { requests: 0, valid: 0, invalid: 0, discarded: 0 };

function fail(call: Call, who: Identity, status: number, why: string): void {
  const query = new URLSearchParams(call.query).toString();
  const body = call.body === undefined ? '' : ` body ${JSON.stringify(call.body).slice(0, 200)}`;
  failures.push(
    `${call.operation.operationId} (${call.kind}, ${who.name}): ${call.method.toUpperCase()} ${call.path}${query ? `?${query}` : ''}${body} → ${status}: ${why}`,
  );
}

/** The URL path of an operation with its path parameters filled in. */
function fill(route: string, params: Record<string, unknown>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function asQuery(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** The request made of the examples of the operation's parameters (undefined if one has none). */
function exampleCall(operation: Operation): Call | undefined {
  const params = (operation.parameters ?? []) as Parameter[];
  const values: Record<string, unknown> = {};
  for (const p of params) {
    const example = p.schema.example;
    if (example !== undefined) values[p.name] = example;
    else if (p.required) return undefined;
  }
  if (operation.requestBody) return undefined;
  const query = params.filter((p) => p.in === 'query' && values[p.name] !== undefined);
  return {
    operation,
    kind: 'examples',
    method: operation.method,
    path: fill(operation.path, values),
    query: asQuery(Object.fromEntries(query.map((p) => [p.name, values[p.name]]))),
    valid: true,
    example: true,
  };
}

/** Requests valid per the document, drawn by json-schema-faker from the parameter and body schemas. */
function drawnCalls(operation: Operation, draw: (schema: Json) => unknown): Call[] {
  const params = (operation.parameters ?? []) as Parameter[];
  const content = (operation.requestBody as { content?: Record<string, { schema: Json }> } | undefined)
    ?.content;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  const calls: Call[] = [];
  for (let i = 0; i < DRAWS; i++) {
    const path: Record<string, unknown> = {};
    const query: Record<string, unknown> = {};
    for (const p of params) {
      // Optional query parameters: every other draw leaves them out.
      if (p.in === 'query' && !p.required && i % 2 === 1) continue;
      (p.in === 'path' ? path : query)[p.name] = draw(p.schema);
    }
    calls.push({
      operation,
      kind: `drawn ${i + 1}`,
      method: operation.method,
      path: fill(operation.path, path),
      query: asQuery(query),
      ...(media && mediaType ? { body: draw(media.schema), mediaType } : {}),
      valid: true,
    });
  }
  return calls;
}

/**
 * openapi-fuzzer-core reads Swagger 2.0: the same operations in its terms (a parameter's schema
 * flattened into it, the JSON body a `body` parameter whose schema is a definition).
 */
function swagger2View(document: Json): Json {
  const text = JSON.stringify(document).replaceAll('#/components/schemas/', '#/definitions/');
  const doc = JSON.parse(text) as {
    paths: Record<string, Record<string, Json>>;
    components: { schemas: Record<string, Json> };
  };
  const definitions: Record<string, Json> = { ...doc.components.schemas };
  const paths: Record<string, Record<string, Json>> = {};
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters: Json[] = ((op.parameters ?? []) as Parameter[]).map((p) => ({
        ...p.schema,
        name: p.name,
        in: p.in,
      }));
      const json = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.[
        'application/json'
      ]?.schema;
      if (json) {
        const id = `${op.operationId as string}Body`;
        definitions[id] = json;
        parameters.push({ name: 'body', in: 'body', schema: { $ref: `#/definitions/${id}` } });
      }
      paths[route] = { ...paths[route], [method]: { ...op, parameters } };
    }
  }
  return { swagger: '2.0', basePath: '', paths, definitions };
}

/** Invalid requests from openapi-fuzzer-core, tied to their operation (none for unknown paths). */
function fuzzedCalls(document: Json, operations: Operation[]): Array<Call | Omit<Call, 'operation'>> {
  const byRoute = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]));
  return fuzzer.swagger(swagger2View(document)).map((spec) => {
    const { method, path, pathParams = {}, queryParams = {}, body } = spec.request;
    const operation = byRoute.get(`${method} ${path}`);
    const call = {
      kind: `fuzzed ${spec.name.toLowerCase()}`,
      method,
      path: fill(path, pathParams),
      query: asQuery(queryParams),
      ...(body !== undefined ? { body, mediaType: 'application/json' } : {}),
      valid: false,
    };
    return operation ? { ...call, operation } : call;
  });
}

/** Logs in through the mock Google provider: the admin's cookies and anti-forgery header. */
async function adminIdentity(origin: string): Promise<Identity> {
  const cookies = (res: Response) =>
    Object.fromEntries(
      res.headers.getSetCookie().map((c) => (c.split(';')[0] ?? '').split('=') as [string, string]),
    );
  const start = await fetch(`${origin}/auth/google?returnTo=/`, { redirect: 'manual' });
  const login = cookies(start).arcade_login;
  const back = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  const done = await fetch(`${origin}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: `arcade_login=${login}` },
  });
  const set = cookies(done);
  const session = set.arcade_session;
  const xsrf = set['XSRF-TOKEN'];
  if (!session || !xsrf) throw new Error(`The admin login failed (${done.status})`);
  const me = (await (
    await fetch(`${origin}/api/auth/me`, { headers: { cookie: `arcade_session=${session}` } })
  ).json()) as { user?: { role?: string } };
  if (me.user?.role !== 'admin') throw new Error('The login did not make an admin');
  return {
    name: 'admin',
    session: {
      cookie: `arcade_session=${session}; XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      origin,
      'sec-fetch-site': 'same-origin',
    },
    bearer: { authorization: `Bearer ${INGEST_TOKEN}` },
  };
}

/** A status an operation documents (exactly, as a range like 4XX, or as default). */
function documents(operation: Operation, status: number): Json | undefined {
  const responses = operation.responses as Record<string, Json>;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

async function send(
  origin: string,
  api: OpenAPIBackend,
  who: Identity,
  call: Call | Omit<Call, 'operation'>,
): Promise<void> {
  const operation = 'operation' in call ? call.operation : undefined;
  const query = new URLSearchParams(call.query).toString();
  const security = (operation?.security ?? []) as Array<Record<string, unknown>>;
  const credentials = security.some((s) => 'ingestToken' in s) ? who.bearer : who.session;
  const headers: Record<string, string> = { ...credentials, 'user-agent': 'contract-fuzz' };
  let body: string | undefined;
  if (call.body !== undefined) {
    headers['content-type'] = call.mediaType ?? 'application/json';
    body =
      typeof call.body === 'string' && call.mediaType !== 'application/json'
        ? call.body
        : JSON.stringify(call.body);
  }
  if (operation && call.valid) {
    const check = api.validator.validateRequest(
      {
        method: call.method,
        path: call.path,
        query: call.query,
        headers,
        ...(body ? { body: call.body } : {}),
      },
      operation,
    );
    if (!check.valid) {
      counts.discarded++;
      return;
    }
    counts.valid++;
  } else counts.invalid++;
  counts.requests++;
  let res: Response;
  try {
    res = await fetch(`${origin}${call.path}${query ? `?${query}` : ''}`, {
      method: call.method.toUpperCase(),
      headers,
      ...(body !== undefined ? { body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    // The server dropped the connection: no answer at all is no documented answer either.
    const full = { ...call, operation: operation as Operation };
    return fail(full, who, 0, `no answer: ${String((error as Error).cause ?? error)}`);
  }
  const type = res.headers.get('content-type') ?? '';
  // An event stream stays open: its headers are the answer.
  let text = '';
  if (type.startsWith('text/event-stream')) await res.body?.cancel();
  else text = await res.text();
  const full = { ...call, operation: operation as Operation };
  if (res.status >= 500) return fail(full, who, res.status, `server error ${text.slice(0, 300)}`);
  if (!operation) return;
  const documented = documents(operation, res.status);
  if (!documented) return fail(full, who, res.status, `status not documented ${text.slice(0, 300)}`);
  // An operation whose requests also need some state of the server (x-depends-on-state: a login
  // started in this browser, venues in the catalog) may refuse a well-formed one with its 400.
  const stateful = 'x-depends-on-state' in operation;
  if (call.valid && !stateful && [400, 415, 422].includes(res.status))
    return fail(full, who, res.status, `a request valid per the document was refused: ${text.slice(0, 300)}`);
  // An example answers its operation's success: a 2xx, or the redirect a login step is.
  if (call.example && (res.status < 200 || res.status >= 400))
    return fail(full, who, res.status, `the documented example does not succeed: ${text.slice(0, 300)}`);
  const headerCheck = api.validator.validateResponseHeaders(Object.fromEntries(res.headers), operation, {
    statusCode: res.status,
    setMatchType: 'superset' as never,
  });
  if (headerCheck.errors?.length)
    fail(full, who, res.status, `headers break the document: ${JSON.stringify(headerCheck.errors)}`);
  const content = documented.content as Record<string, unknown> | undefined;
  if (!content) return;
  const mediaType = type.split(';')[0]?.trim() ?? '';
  if (!(mediaType in content))
    return fail(full, who, res.status, `Content-Type ${type} is not one documented: ${Object.keys(content)}`);
  if (mediaType !== 'application/json') return;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(full, who, res.status, `the body is not JSON: ${text.slice(0, 200)}`);
  }
  const bodyCheck = api.validator.validateResponse(json, operation, res.status);
  if (bodyCheck.errors?.length)
    fail(
      full,
      who,
      res.status,
      `the body breaks the schema: ${JSON.stringify(bodyCheck.errors).slice(0, 600)}`,
    );
}

/** Runs @redocly/cli's recommended rules on the document, offline: true when it has no errors. */
function lint(document: Json): boolean {
  const file = `${DATA}/openapi.json`;
  writeFileSync(file, JSON.stringify(document));
  try {
    execFileSync(
      'npx',
      ['--no-install', 'redocly', 'lint', file, '--extends=recommended', '--format=stylish'],
      {
        stdio: 'inherit',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    return true;
  } catch {
    return false;
  }
}

/** Later calls may change what earlier ones read: reads first, then writes, the logout last of all. */
function order(calls: Array<Call | Omit<Call, 'operation'>>) {
  const rank = (c: Call | Omit<Call, 'operation'>) => {
    const id = 'operation' in c ? c.operation.operationId : '';
    if (id === 'logout') return 4;
    if (id === 'setUserRole') return 3;
    if ('example' in c && c.example) return 0;
    return c.method === 'get' ? 1 : 2;
  };
  return calls
    .map((c, i) => [c, i] as const)
    .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
    .map(([c]) => c);
}

const started = Date.now();
rmSync(DATA, { recursive: true, force: true });
mkdirSync(DATA, { recursive: true });
const mocks = await startMockProviders();
const server = await startOwnServer(
  PORT,
  {
    ...mocks.env,
    PGLITE_DIR: `${DATA}/pglite`,
    DATABASE_URL: '',
    // npm start's demo chain (its seed and venues), fewer players: seeding all 5,000 takes minutes.
    DEMO_SEED: '42',
    DEMO_LOCATIONS: '12',
    DEMO_PLAYERS: process.env.FUZZ_PLAYERS ?? '300',
    DEMO_DAYS: '2',
    ADMIN_EMAILS: ADMIN_EMAIL,
    INGEST_TOKEN,
    // The fuzz is one client sending hundreds of requests: the limits are tested elsewhere.
    RATE_LIMIT_SEARCH: '100000',
    RATE_LIMIT_RENDER: '100000',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_INGEST: '100000',
  },
  240,
);
let ok = false;
try {
  const seeded = ((Date.now() - started) / 1000).toFixed(1);
  const document = (await (await fetch(`${server.origin}/api/openapi.json`)).json()) as Json;
  const linted = lint(document);
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as unknown as Document,
    // Quick: openapi-backend checks a document against OpenAPI 3.0's schema; redocly lints this 3.1 one.
    quick: true,
    ajvOpts: { strict: false },
    customizeAjv: (ajv) => addFormats(ajv),
  });
  await api.init();
  const operations = api.getOperations();
  const generator = createGeneratorSync({ seed: SEED, useExamplesValue: true });
  const draw = (schema: Json) => generator.generate(schema as never);
  const examples = operations
    .filter((o) => String(o.method) === 'get')
    .flatMap((o): Call[] => {
      const call = exampleCall(o);
      return call ? [call] : [];
    });
  const calls = order([
    ...operations.flatMap((o) => drawnCalls(o, draw)),
    ...fuzzedCalls(document, operations),
  ]);
  const admin = await adminIdentity(server.origin);
  const anonymous: Identity = { name: 'anonymous', session: {}, bearer: {} };
  // Per identity, the example reads first, then the fuzz; the logout (which ends the admin's
  // session) last of all.
  for (const who of [anonymous, admin]) {
    // An admin's example reads need the login; anonymously they answer 401.
    const own = examples.filter(
      (c) => who === admin || (c.operation as { 'x-access'?: string })['x-access'] === 'public',
    );
    for (const call of order([...own, ...calls])) await send(server.origin, api, who, call);
  }
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `\nContract fuzz (seed ${SEED}): ${operations.length} operations, ${examples.length} example reads, ` +
      `${counts.requests} requests (${counts.valid} valid per the document, ${counts.invalid} not; ` +
      `${counts.discarded} drawn requests the validator rejected were not sent) in ${took} s ` +
      `(the server ready in ${seeded} s).`,
  );
  for (const f of failures) console.error(`✗ ${f}`);
  if (!linted) console.error('✗ redocly lint found errors in the served document (above).');
  ok = failures.length === 0 && linted;
  console.info(ok ? '1 passed, 0 failed' : `0 passed, 1 failed (${failures.length} mismatches)`);
} finally {
  await server.stop();
  await mocks.stop();
  rmSync(DATA, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
