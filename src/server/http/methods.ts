import type http from 'node:http';
import { routes } from '../../contract/routes';
import { isApiPath } from './api-paths';
import { errorBody } from './error-body';

/** What the site's pages answer: they are read, never sent to. */
const PAGE_METHODS = ['GET', 'HEAD'] as const;

// Every route of the API as a pattern of its path, with its method. From the routes alone (no
// schemas), so that the HTTP server can use it without loading the API.
const API_ROUTES = Object.values(routes).map((route) => ({
  method: route.method,
  pattern: new RegExp(
    `^${route.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ),
}));

/**
 * The methods a path answers to: a page's, or those of the API routes the path matches (HEAD with
 * every GET); undefined for a path of the API's that no route has (a 404, whatever the method).
 */
function allowedMethods(pathname: string): string[] | undefined {
  if (!isApiPath(pathname)) return [...PAGE_METHODS];
  const methods = new Set<string>(API_ROUTES.filter((r) => r.pattern.test(pathname)).map((r) => r.method));
  if (methods.size === 0) return undefined;
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** A 405 answer: its status, headers and body. */
interface MethodRefusal {
  status: 405;
  headers: Record<string, string>;
  body: string;
}

/**
 * The 405 for a method a path does not answer to (TRACE, OPTIONS, PATCH, a POST to a page...),
 * with the Allow header, as JSON on the API's paths; undefined when the method is allowed or the
 * path is not the API's at all.
 */
export function methodRefusal(method: string, pathname: string): MethodRefusal | undefined {
  const allowed = allowedMethods(pathname);
  if (!allowed || allowed.includes(method.toUpperCase())) return undefined;
  const allow = allowed.join(', ');
  const message = `${method} is not allowed here (allowed: ${allow}).`;
  return isApiPath(pathname)
    ? {
        status: 405,
        headers: { Allow: allow, 'Content-Type': 'application/json' },
        body: JSON.stringify(errorBody('method_not_allowed', message)),
      }
    : {
        status: 405,
        headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        body: message,
      };
}

/**
 * Answers a request whose method its path does not take with methodRefusal, before anything else
 * reads it: true when it did. Meant for the top of the HTTP server's listener, because methods
 * such as TRACE cannot even be made into a fetch Request (undici refuses them), so neither the
 * page renderer nor the API ever see them: they failed with a 500 there.
 */
export function refuseMethod(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] || '/';
  const refusal = methodRefusal(req.method ?? 'GET', pathname);
  if (!refusal) return false;
  res.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': Buffer.byteLength(refusal.body) });
  res.end(refusal.body);
  return true;
}
