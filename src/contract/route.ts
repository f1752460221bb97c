import { decodePathSegment } from '../domain/paths';

/** HTTP methods the API uses. */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A route of the API: method, path (OpenAPI style, `{param}`) and, as types only, what it takes
 * and answers. It carries no schema so the browser can import it without zod: `routes.ts` lists
 * every endpoint's, written from the endpoints' definitions by `npm run docs:api`.
 */
export interface Route<Params = undefined, Query = undefined, Body = undefined, Response = unknown> {
  readonly method: Method;
  readonly path: string;
  /** Types only; never set. */
  readonly types?: { params: Params; query: Query; body: Body; response: Response };
}

/** Declares a route; the type arguments are its params, query, body and response. */
export function route<Params = undefined, Query = undefined, Body = undefined, Response = unknown>(
  method: Method,
  path: string,
): Route<Params, Query, Body, Response> {
  return { method, path };
}

/** Names of a path's `{param}` placeholders, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Fills a path's placeholders, URI-encoding each value once. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The values of a path's placeholders in a request's path as sent (still encoded), each decoded
 * exactly once by the same function the pages use; undefined when the path does not have the
 * template's shape or a value has a malformed escape. Placeholders are whole segments.
 */
export function readPathParams(path: string, rawPathname: string): Record<string, string> | undefined {
  const template = path.split('/');
  const segments = rawPathname.split('/');
  if (segments.length !== template.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of template.entries()) {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) continue;
    const value = decodePathSegment(segments[i] ?? '');
    if (value === undefined) return undefined;
    params[name] = value;
  }
  return params;
}
