import type http from 'node:http';
import { assetSecurityHeaders, securityHeaders } from '../http/csp';

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

function setting(headers: Record<string, string>): Middleware {
  const entries = Object.entries(headers);
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}

/**
 * The security headers every answer carries, files included (nosniff, HSTS): set before anything
 * answers. See csp.ts.
 */
export const everyAnswerHeaders = (secure: boolean): Middleware => setting(assetSecurityHeaders(secure));

/**
 * The headers a browser reads on a document only (framing, the opener, the referrer policy,
 * powerful features): set after the file server, so pages, API answers and the 404 page carry them
 * and a script or a style (about 200 bytes each, for nothing) does not. The Content-Security-Policy
 * is a page's own, set by Astro's middleware.
 */
export function documentHeaders(secure: boolean): Middleware {
  const asset = new Set(Object.keys(assetSecurityHeaders(secure)));
  return setting(
    Object.fromEntries(Object.entries(securityHeaders(secure)).filter(([name]) => !asset.has(name))),
  );
}
