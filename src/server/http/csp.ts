import { createHash } from 'node:crypto';

/** An inline script the browser runs: neither loaded from a file nor a data block (JSON). */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy of a page: scripts only from this site or, for the inline ones the
 * page itself carries (Astro's island loader, the variant chooser), by their exact hash — never
 * 'unsafe-inline'. `connect` adds origins scripts may call (the error-reporting service).
 */
export function contentSecurityPolicy(html: string, connect: readonly string[] = []): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(' ')}`.trim(),
    // Astro inlines small stylesheets and React sets style attributes: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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
