import type http from 'node:http';
import { securityHeaders as headersFor } from '../http/csp';

/**
 * Sets the security headers every answer carries (pages, API answers, files; see csp.ts). The
 * Content-Security-Policy is a page's own, set by Astro's middleware.
 */
export function securityHeaders(secure: boolean) {
  const headers = Object.entries(headersFor(secure));
  return (_req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
