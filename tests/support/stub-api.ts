import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { RouteDeps } from '../../src/server/deps';
import { endpointList } from '../../src/server/endpoints';
import type { AnyEndpoint } from '../../src/server/http/endpoint';
import type { AppEnv } from '../../src/server/http/env';
import { handleError } from '../../src/server/http/error-handler';
import { ApiError } from '../../src/server/http/errors';
import { invalidInput, mountEndpoint } from '../../src/server/http/mount';
import { type ServedOverHttp, serveOverHttp } from './http-api';

/**
 * A typed stand-in for the API, for island and store tests: no database, no seed, started in a few
 * milliseconds. Each endpoint of the contract is mounted with the server's own `mount`, so a
 * request is checked by the same schemas (a malformed name or id gets the real 400) and answered
 * with the same headers and error bodies; only the handler is the test's. What a handler answers
 * is checked against the endpoint's response schema, so a fixture cannot drift from the contract
 * unnoticed. A call the test did not expect (no handler) answers 501 and fails the test.
 *
 * The real request path (database, queries, guards) is the API tests' and the end-to-end tests'.
 */

/** Every endpoint by name. */
type Endpoints = { [E in (typeof endpointList)[number] as E['name']]: E };

/** What an endpoint's handler receives and answers, from its definition's types. */
type Typed<E> = NonNullable<E extends { types?: infer T } ? T : never>;
type Types<E> =
  Typed<E> extends {
    input: infer I extends { params: unknown; query: unknown; body: unknown };
    response: infer R;
  }
    ? [I['params'], I['query'], I['body'], R]
    : never;

/** What a stub handler receives: the request's params, query and body, as the server checked them. */
export interface StubInput<K extends keyof Endpoints> {
  params: Types<Endpoints[K]>[0];
  query: Types<Endpoints[K]>[1];
  body: Types<Endpoints[K]>[2];
}

/** A stub handler: the answer (checked against the contract), a Response, or a thrown ApiError. */
export type StubHandler<K extends keyof Endpoints> = (
  input: StubInput<K>,
  c: Context<AppEnv>,
) => Types<Endpoints[K]>[3] | Response | Promise<Types<Endpoints[K]>[3] | Response>;

/** A request the stub received. */
export interface StubCall {
  endpoint: keyof Endpoints;
  method: string;
  path: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface StubApi {
  /** Where the stub listens (point happy-dom's URL here). */
  origin: string;
  /** Answers `name` with `handler` from now on (replacing any earlier one). */
  on<K extends keyof Endpoints>(name: K, handler: StubHandler<K>): StubApi;
  /** Every endpoint answers this status (a broken database: 503; a crash: 500). */
  failAll(status: 500 | 503): void;
  /** The requests received so far, oldest first; `name` keeps one endpoint's. */
  calls(name?: keyof Endpoints): StubCall[];
  /** Problems found: calls nobody stubbed, answers that break the contract. Empty when all is well. */
  problems: string[];
  /** Forgets handlers, calls, problems and any failAll. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts a stub API on a free port of 127.0.0.1. */
export async function startStubApi(): Promise<StubApi> {
  const handlers = new Map<keyof Endpoints, StubHandler<keyof Endpoints>>();
  const received: StubCall[] = [];
  const problems: string[] = [];
  let failing: 500 | 503 | undefined;

  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error);
    },
  });
  // The browser (happy-dom too) keeps a shared answer for a minute; a test that changes the stub's
  // answers between calls must see the new ones, so nothing the stub says is kept.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  const answer =
    (name: keyof Endpoints, response: z.ZodType | undefined) => async (input: object, c: Context<AppEnv>) => {
      const call = { endpoint: name, method: c.req.method, path: c.req.path, ...input } as StubCall;
      received.push(call);
      if (failing === 503) throw new ApiError(503, 'unavailable', 'The database is unavailable.');
      if (failing === 500) throw new Error('stub: a failure the test asked for');
      const handler = handlers.get(name);
      if (!handler) {
        problems.push(`unexpected call: ${c.req.method} ${c.req.path} (${name})`);
        throw new ApiError(501, 'not_stubbed', `The stub has no answer for ${name}.`);
      }
      const answered = await handler(input as never, c);
      if (answered instanceof Response || !response) return answered;
      const checked = response.safeParse(answered);
      if (!checked.success) {
        problems.push(`${name} answered outside its contract: ${checked.error.message}`);
        throw new Error(`${name}: the stub's answer breaks the contract`);
      }
      return answered;
    };
  // The stub's handlers need none of the app's dependencies.
  const noDeps = {} as RouteDeps;
  for (const endpoint of endpointList as readonly AnyEndpoint[])
    mountEndpoint(
      app,
      { ...endpoint, handler: () => answer(endpoint.name as keyof Endpoints, endpoint.response) },
      noDeps,
    );
  app.notFound((c) => {
    problems.push(`no such endpoint: ${c.req.method} ${c.req.path}`);
    return c.json({ error: { code: 'not_found', message: 'No such endpoint.' } }, 404);
  });
  // The server's own error bodies; a deliberate 500 is not a problem, anything else unexpected is.
  app.onError((error, c) =>
    handleError(error, c, (e) => {
      if (failing !== 500) problems.push(`stub error: ${String(e)}`);
    }),
  );

  const http: ServedOverHttp = await serveOverHttp(app);
  const stub: StubApi = {
    origin: http.origin,
    on(name, handler) {
      handlers.set(name, handler as StubHandler<keyof Endpoints>);
      return stub;
    },
    failAll(status) {
      failing = status;
    },
    calls: (name) => received.filter((call) => name === undefined || call.endpoint === name),
    problems,
    reset() {
      handlers.clear();
      received.length = 0;
      problems.length = 0;
      failing = undefined;
    },
    close: () => http.close(),
  };
  return stub;
}
