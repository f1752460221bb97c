import type { ResponseConfig, ZodMediaTypeObject } from '@asteasolutions/zod-to-openapi';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from '../deps';
import type { PreparedJson } from '../services/prepared-json';
import { type DocumentedErrors, documentedResponses, SECURITY } from './documented-responses';
import type { Access, Caching, Changes, Method, Throttle } from './endpoint-policy';
import type { AppEnv } from './env';

export type { Access, Caching, EndpointPolicy, Method } from './endpoint-policy';

/** What an endpoint declares: its route, its schemas, who may call it and what it answers. */
export interface EndpointSpec<
  Name extends string = string,
  M extends Method = Method,
  Path extends string = string,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** The operation's id: the name the browser's client and the tests call it by. */
  name: Name;
  method: M;
  /** OpenAPI style, `{param}` for a whole segment. */
  path: Path;
  summary: string;
  /** More than the summary says, for the reference (docs/api.md). */
  description?: string | undefined;
  tag: string;
  access: Access;
  /** Default: 'shared' for a public GET, 'none' otherwise. */
  caching?: Caching | undefined;
  params?: P;
  query?: Q;
  /** The body's schema: JSON unless `consumes` names another media type. */
  body?: B;
  /** Schema of a 200 JSON answer; none for answers that are not JSON (see `produces`). */
  response?: R;
  /**
   * A non-JSON answer: 'redirect' (a 302 the browser follows, with Location) or the media type of
   * a 200's body (text/csv, image/png, an event stream...).
   */
  produces?: string | undefined;
  /** Media type of a non-JSON request body (the handler reads it itself). */
  consumes?: string | undefined;
  /** Request headers the endpoint reads, for the document (the handler checks them itself). */
  headers?: z.ZodObject | undefined;
  /** Which per-client rate limit applies (requests per minute, from configuration). */
  throttle?: Throttle | undefined;
  /** Largest request body, bytes (default 1 MB). */
  maxBody?: number | undefined;
  /**
   * For a write, the only answers the server reuses (its read cache) that it can change ('nothing
   * shared': only its own user's, which nobody reuses); without it, a write makes the server
   * forget every reused answer.
   */
  changes?: Changes | undefined;
  /** Statuses the endpoint answers on purpose beyond those its declaration implies, with why. */
  errors?: DocumentedErrors | undefined;
  /** Answers documented beyond those the declaration implies (a page where a redirect is the rule). */
  answers?: Record<number, ResponseConfig> | undefined;
  /**
   * What a well-formed request also needs of the server's state, which no schema can say (a login
   * started in this browser; venues the catalog has): such a request may be refused with a 400
   * that says so. Documented as `x-depends-on-state`.
   */
  dependsOn?: string | undefined;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives: the request's params, query and body, already checked. */
interface Input<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

/** What a handler may answer: the response's data, a kept answer of it, or a Response of its own. */
type Result<R> = R | PreparedJson<R> | Response;

export type Handler<P, Q, B, R> = (
  input: Input<P, Q, B>,
  c: Context<AppEnv>,
) => Promise<Result<R>> | Result<R>;

/** An endpoint: its declaration, its OpenAPI route, and its handler given the app's dependencies. */
export interface Endpoint<
  Name extends string = string,
  M extends Method = Method,
  Path extends string = string,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> extends EndpointSpec<Name, M, Path, P, Q, B, R> {
  caching: Caching;
  /** The route as @hono/zod-openapi takes it: it validates requests and builds the document. */
  openapi: RouteConfig;
  handler: (deps: RouteDeps) => Handler<Out<P>, Out<Q>, Out<B>, Out<R>>;
  /**
   * Types only, never set: what a caller sends it (params as parsed, query and body as sent) and
   * what it answers, as the browser's route list (contract/routes.ts) writes them too.
   */
  readonly types?: {
    params: Out<P>;
    query: In<Q>;
    body: In<B>;
    response: R extends z.ZodType ? z.output<R> : unknown;
    /** What the handler receives, as the schemas parsed it (typed stubs in tests use it). */
    input: Input<Out<P>, Out<Q>, Out<B>>;
  };
}

/** An endpoint of any types (the registry, the checks every endpoint gets). */
// biome-ignore lint/suspicious/noExplicitAny: the handler's input differs per endpoint
export type AnyEndpoint = Endpoint<string, Method, string, any, any, any, any>;

/**
 * The body's schema as the route takes it. A body the handler reads itself (`consumes`: it must
 * see the bytes first, as a signature check does) is documented by its JSON Schema, which
 * @hono/zod-openapi documents but does not check; any other is the zod schema it checks.
 */
function bodySchema(
  schema: z.ZodType,
  consumes: string | undefined,
): NonNullable<ZodMediaTypeObject['schema']> {
  if (consumes === undefined) return schema;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input' });
  return json as Exclude<ZodMediaTypeObject['schema'], z.ZodType | undefined>;
}

/**
 * Declares an endpoint: the declaration becomes the route @hono/zod-openapi validates requests
 * with and documents (every status the declaration implies, see documentedResponses), and the
 * handler is made once per app from its dependencies.
 */
export function defineEndpoint<
  const Name extends string,
  const M extends Method,
  const Path extends string,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  spec: EndpointSpec<Name, M, Path, P, Q, B, R>,
  handler: (deps: RouteDeps) => Handler<Out<P>, Out<Q>, Out<B>, Out<R>>,
): Endpoint<Name, M, Path, P, Q, B, R> {
  const shared = spec.method === 'GET' && spec.access === 'public';
  const caching: Caching = spec.caching ?? (shared ? 'shared' : 'none');
  const body = spec.body
    ? {
        required: true,
        content: { [spec.consumes ?? 'application/json']: { schema: bodySchema(spec.body, spec.consumes) } },
      }
    : undefined;
  const request: RouteConfig['request'] = {
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(body ? { body } : {}),
  };
  const openapi = createRoute({
    method: spec.method.toLowerCase() as Lowercase<Method>,
    path: spec.path,
    operationId: spec.name,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    security: SECURITY[spec.access],
    ...(request && Object.keys(request).length > 0 ? { request } : {}),
    responses: { ...documentedResponses({ ...spec, caching }), ...spec.answers },
    'x-access': spec.access,
    ...(spec.throttle ? { 'x-rate-limit': `RATE_LIMIT_${spec.throttle.toUpperCase()}` } : {}),
    ...(spec.dependsOn ? { 'x-depends-on-state': spec.dependsOn } : {}),
  });
  return { ...spec, caching, openapi, handler };
}
