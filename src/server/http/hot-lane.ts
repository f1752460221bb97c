import type { Hono } from 'hono';
import type { Endpoint } from '../../contract/endpoints';
import { fixedCookie, SESSION_COOKIE, XSRF_COOKIE } from '../auth/cookies';
import { randomToken } from '../auth/tokens';
import type { Config } from '../config';
import type { AppEnv } from './env';
import { type ErrorReporter, errorAnswer } from './error-handler';
import { type RateLimiters, tooManyRequests } from './limits';
import { checkInput, DAILY_CACHE_CONTROL, type Input, mount } from './mount';
import { PreparedJson } from './prepared-json';
import { rateLimitHeaders } from './rate-limit';

/** What the hot lane needs of a request. */
export interface HotRequest {
  /** The request target as received: path and query. */
  url: string;
  cookie: string | undefined;
  ifNoneMatch: string | undefined;
  /** The client's network address, for the rate limits. */
  clientAddress: string;
}

/** A whole answer, ready to write: status, headers and body (empty for a 304). */
export interface HotAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Uint8Array;
  /** The body gzipped, made once per kept answer (see PreparedJson.gzipped). */
  gzipped?: () => Uint8Array;
}

/** A public read's handler: what it answers depends on the request's params only. */
export type HotHandler<P, R> = (
  input: Input<P, undefined, undefined>,
) => Promise<R | PreparedJson<R>> | R | PreparedJson<R>;

interface HotRoute {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  handler: HotHandler<unknown, unknown>;
}

// A path segment the lane decodes exactly as the app's router would: unreserved characters and
// well-formed escapes, without dots (no dot segments that URL parsing would fold away). Anything
// else takes the app's way, which gets every corner of URL parsing right.
const SEGMENT = "((?:[A-Za-z0-9_~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})+)";
const ENCODED_DOT = /%2e/i;

const JSON_TYPE = 'application/json';
const EMPTY = new Uint8Array(0);

/**
 * The API's hottest public reads (a player's data, their venues, a board, the daily statistics)
 * answered without the app's framework: an anonymous GET is matched, checked, limited, answered
 * from the read cache and written as one piece. Each request through Hono's layers (its request
 * wrapper, context, middleware chain and the WHATWG Headers and Response it builds) cost several
 * times what the answer itself did.
 *
 * Answers are the app's, byte for byte and header for header (tests/api/hot-lane.test.ts): the
 * same handlers, schemas, rate limiters, anti-forgery cookie, cache headers, 304s and error
 * bodies. A request the lane is not sure of (a logged-in visitor's, a path with unusual
 * characters, anything but GET) is not taken: answer() returns undefined and the app serves it.
 */
export class HotLane {
  readonly #routes: HotRoute[] = [];
  readonly #xsrfCookie: (value: string) => string;
  readonly #sessionCookie: RegExp;
  readonly #xsrfPresent: RegExp;

  constructor(
    config: Config,
    private readonly limiters: RateLimiters,
    private readonly report: ErrorReporter,
  ) {
    this.#xsrfCookie = fixedCookie(config, XSRF_COOKIE, false);
    this.#sessionCookie = cookiePattern(SESSION_COOKIE);
    this.#xsrfPresent = new RegExp(`${cookiePattern(XSRF_COOKIE).source}[^;\\s]`);
  }

  /** Mounts a public read on the app (see mount) and serves it in the lane too. */
  mount<P, R>(
    app: Hono<AppEnv>,
    endpoint: Endpoint<P, undefined, undefined, R>,
    handler: HotHandler<P, R>,
  ): void {
    mount(app, endpoint, handler);
    this.add(endpoint, handler);
  }

  /** Serves `endpoint` (a public GET with params at most) with `handler` in the lane. */
  add<P, R>(endpoint: Endpoint<P, unknown, unknown, R>, handler: HotHandler<P, R>): void {
    if (endpoint.route.method !== 'GET' || endpoint.access !== 'public' || endpoint.query || endpoint.body)
      throw new Error(`${endpoint.route.path} is not a public read: it cannot go in the hot lane`);
    const names: string[] = [];
    const source = endpoint.route.path
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return SEGMENT;
      })
      .join('');
    this.#routes.push({
      endpoint: endpoint as Endpoint,
      pattern: new RegExp(`^${source}$`),
      names,
      handler: handler as HotHandler<unknown, unknown>,
    });
  }

  /** The answer to a GET, or undefined when the app should serve it. */
  answer(request: HotRequest): Promise<HotAnswer> | undefined {
    if (request.cookie && this.#sessionCookie.test(request.cookie)) return undefined;
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    if (path.includes('#')) return undefined;
    for (const route of this.#routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [i, name] of route.names.entries()) {
        const raw = match[i + 1] as string;
        if (ENCODED_DOT.test(raw)) return undefined;
        const value = decodeSegment(raw);
        if (value === undefined) return undefined;
        params[name] = value;
      }
      return this.#serve(route, params, request, path);
    }
    return undefined;
  }

  async #serve(
    route: HotRoute,
    params: Record<string, string>,
    request: HotRequest,
    path: string,
  ): Promise<HotAnswer> {
    const { endpoint } = route;
    // In the order of the app's middleware: the anti-forgery cookie, the rate limit, the read.
    const headers: Record<string, string | string[]> = { 'content-type': JSON_TYPE };
    if (!(request.cookie && this.#xsrfPresent.test(request.cookie)))
      headers['set-cookie'] = [this.#xsrfCookie(randomToken())];
    try {
      if (endpoint.throttle) {
        const verdict = this.limiters[endpoint.throttle].hit(request.clientAddress);
        for (const [name, value] of rateLimitHeaders(verdict)) headers[name.toLowerCase()] = value;
        if (!verdict.allowed) throw tooManyRequests();
      }
      const input = {
        params: endpoint.params ? checkInput(endpoint.params, params) : undefined,
      } as Input<unknown, undefined, undefined>;
      const result = await route.handler(input);
      // Serialized once: a daily answer that came as a plain value still needs its ETag.
      const prepared =
        result instanceof PreparedJson
          ? result
          : endpoint.caching === 'daily'
            ? new PreparedJson(result)
            : undefined;
      const body = prepared ? prepared.body : Buffer.from(JSON.stringify(result));
      const ok: HotAnswer = { status: 200, headers, body };
      if (prepared) ok.gzipped = () => prepared.gzipped();
      if (endpoint.caching !== 'daily' || !prepared) return ok;
      headers['cache-control'] = DAILY_CACHE_CONTROL;
      headers.etag = prepared.etag;
      if (!etagMatches(headers.etag, request.ifNoneMatch)) return ok;
      // A 304 keeps only what the etag middleware keeps: the validators and caching headers.
      return {
        status: 304,
        headers: { 'cache-control': headers['cache-control'], etag: headers.etag },
        body: EMPTY,
      };
    } catch (error) {
      const { status, body } = errorAnswer(error, this.report, { method: 'GET', path });
      return { status, headers, body: Buffer.from(JSON.stringify(body)) };
    }
  }
}

/** Matches a cookie's name at the start of a Cookie header or after a separator. */
function cookiePattern(name: string): RegExp {
  return new RegExp(`(?:^|;)\\s*${name.replace(/[-]/g, '\\-')}=`);
}

function decodeSegment(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** As hono/etag compares (weakly): any listed tag, or '*'. */
function etagMatches(etag: string, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === '*') return true;
  const expected = etag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.some((tag) => tag === expected) ?? false;
}
