import type http from 'node:http';
import { assetSecurityHeaders, securityHeaders } from '../http/csp';

/** Where Astro writes the build's files (`build.assets`): scripts and styles named by their content. */
export const BUILD_ASSETS = '/_astro/';

type Headers = Array<[string, string]>;

export interface SecurityHeaders {
  /** Pages, API answers and public/ files: every header (csp.ts's securityHeaders). */
  page: Headers;
  /** The build's scripts and styles: those that mean something to them (assetSecurityHeaders). */
  asset: Headers;
}

export function securityHeaderSets(secure: boolean): SecurityHeaders {
  return {
    page: Object.entries(securityHeaders(secure)),
    asset: Object.entries(assetSecurityHeaders(secure)),
  };
}

function isHtml(res: http.ServerResponse, args: unknown[]): boolean {
  const given = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
    | http.OutgoingHttpHeaders
    | undefined;
  const type = Object.entries(given ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return String(type ?? res.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * Sets the security headers of one answer. A build asset gets only the asset set: the
 * document-only headers (framing, opener, referrer, permissions) do nothing on a script, and on
 * a page of 15 scripts they came to about 3 KB. A path under /_astro/ that names no file is
 * answered with the site's 404 page, a document: that answer gets every header, added when its
 * headers go out. Call before anything else wraps `res.writeHead` (compressResponses), so that the
 * headers the handler passes to it are set on `res` by then.
 */
export function setSecurityHeaders(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  headers: SecurityHeaders,
): void {
  const set = (list: Headers) => {
    for (const [name, value] of list) res.setHeader(name, value);
  };
  if (!(req.url ?? '/').startsWith(BUILD_ASSETS)) {
    set(headers.page);
    return;
  }
  set(headers.asset);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (isHtml(res, args)) set(headers.page);
    return writeHead(...args);
  }) as typeof res.writeHead;
}
