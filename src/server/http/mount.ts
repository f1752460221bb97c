import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { z } from 'zod';
import { readPathParams } from '../../contract/route';
import type { RouteDeps } from '../deps';
import { PreparedJson } from '../services/prepared-json';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from './cache-control';
import { type KeptBody, representationOf } from './encoded-copies';
import type { AnyEndpoint } from './endpoint';
import type { AppEnv } from './env';
import { badRequest } from './errors';

/** Converts an OpenAPI path template ('/a/{b}') to Hono's ('/a/:b'). */
export function toHonoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

const JSON_TYPE = 'application/json';

/**
 * A kept answer (a read's JSON, a card, a feed) as the browser takes it: its copy in the encoding
 * the browser prefers, made once and kept beside it (the compression middleware leaves an answer
 * already encoded alone), with an ETag per encoding; the etag middleware of shared answers answers
 * a match with a 304 instead of hashing the body again.
 */
export function sendKept(c: Context<AppEnv>, kept: KeptBody, contentType: string): Response {
  const sent = representationOf(kept, c.req.header('accept-encoding'));
  for (const [name, value] of Object.entries(sent.headers)) c.header(name, value);
  return c.body(sent.body as Uint8Array<ArrayBuffer>, 200, { 'content-type': contentType });
}

/**
 * The request's path params, decoded once from its URL as sent (see readPathParams), not Hono's
 * own decoding: the API and the pages read a name in an address with one function.
 */
function pathParams(c: Context<AppEnv>, path: string): Record<string, string> {
  // URL parsing keeps escapes as they were sent.
  const params = readPathParams(path, new URL(c.req.url).pathname);
  if (!params) throw badRequest('The address has a malformed escape (a % not followed by UTF-8 in hex).');
  return params;
}

/** The 400 of a request that does not fit its schemas, naming the first problem. */
export function invalidInput(error: z.ZodError): Error {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 && issue.code !== 'custom' ? `${issue.path.join('.')}: ` : '';
  return badRequest(`${where}${issue?.message ?? 'Invalid request.'}`);
}

/**
 * A path whose params hold a malformed escape (a % not followed by UTF-8 in hex) is a 400: the
 * router would hand the param on as it was sent, and the API and the pages read a name in an
 * address with one function, which refuses it (decodePathSegment).
 */
function wellFormedParams(path: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    pathParams(c, path);
    await next();
  };
}

const jsonBodyRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.header('content-type')) throw badRequest(EXPECTED_JSON);
  await next();
};

const EXPECTED_JSON = 'Expected a JSON body (Content-Type: application/json).';

/**
 * Mounts an endpoint: @hono/zod-openapi checks its params, query and body with its schemas (a bad
 * one is a 400 that names the problem, see the app's defaultHook) and documents it; the handler's
 * result is answered as JSON, as its kept bytes, or as the Response it made.
 */
export function mountEndpoint(app: OpenAPIHono<AppEnv>, endpoint: AnyEndpoint, deps: RouteDeps): void {
  const { method, path, caching } = endpoint;
  const handler = endpoint.handler(deps);
  const honoPath = toHonoPath(path);
  if (endpoint.params) app.on(method, honoPath, wellFormedParams(path));
  if (caching === 'shared') app.on(method, honoPath, etag({ weak: true }));
  const json = endpoint.body !== undefined && endpoint.consumes === undefined;
  // @hono/zod-openapi reads a request without Content-Type as an empty JSON object (and answers 415
  // to another media type): a JSON body is required, so a request without one is told so.
  if (json) app.on(method, honoPath, jsonBodyRequired);
  const answer = async (c: Context<AppEnv>) => {
    const valid = (target: string) => (c.req.valid as (target: string) => unknown).call(c.req, target);
    const input = {
      params: endpoint.params ? valid('param') : undefined,
      query: endpoint.query ? valid('query') : undefined,
      body: json ? valid('json') : undefined,
    };
    const result: unknown = await handler(input, c);
    if (caching === 'shared') c.header('Cache-Control', SHARED_CACHE_CONTROL);
    if (caching === 'private') c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    if (result instanceof Response) {
      // A redirect or a download the handler made itself still says who may keep it.
      if (caching === 'private' && !result.headers.has('Cache-Control'))
        result.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return result;
    }
    if (result instanceof PreparedJson) return sendKept(c, result, JSON_TYPE);
    return c.json(result as object);
  };
  // The handler's answers are typed by the endpoint's own declaration (Handler), not by Hono's.
  app.openapi(endpoint.openapi, answer as never);
}
