/**
 * Directives of every page besides script-src and style-src, which Astro writes itself
 * (astro.config.mjs, security.csp): scripts from this site's files and the inline scripts the
 * build emitted, by the hashes it computed when it built them, never a hash of whatever a
 * rendered page happens to hold (a script that got into a page would have been allowed).
 */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/** A policy's directives, by name, in order. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/**
 * A page's policy as Astro wrote it, with `connect` added to what scripts may call (the
 * error-reporting service, known only at run time). Nothing else of it is touched.
 */
export function withConnectOrigins(policy: string, connect: readonly string[]): string {
  const map = directives(policy);
  if (connect.length > 0)
    map.set('connect-src', [...new Set([...(map.get('connect-src') ?? ["'self'"]), ...connect])]);
  return [...map].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The policy of an HTML answer no page of Astro's rendered (a plain error page, a 405): the same
 * directives, with no inline script allowed at all.
 */
export function plainPagePolicy(connect: readonly string[] = []): string {
  return withConnectOrigins(
    [...PAGE_DIRECTIVES, "script-src 'self'", "style-src 'self' 'unsafe-inline'"].join('; '),
    connect,
  );
}

/**
 * Headers every response carries, the build's scripts and styles included: nosniff makes the
 * browser refuse a script or style served under another type; HSTS is the host's.
 */
export function assetSecurityHeaders(secure: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Headers of pages and API answers: the above, and those a browser reads on a document only
 * (framing, the opener, the referrer policy, powerful features), which a script or a style
 * ignores.
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  return {
    ...assetSecurityHeaders(secure),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
