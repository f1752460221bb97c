import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_DIRECTIVES, plainPagePolicy, withConnectOrigins } from '../../src/server/http/csp';

// The middleware as Astro runs it, without Astro: its helpers are the package's own, the runtime
// a configuration with an error-reporting service.
vi.mock('astro:middleware', () => import('astro/middleware'));
vi.mock('../../src/server/runtime', () => ({
  getRuntime: async () => ({
    config: { sentryDsn: 'https://key@errors.example/1', secureCookies: false },
    versions: { current: 1 },
    renders: { spend: async () => undefined },
  }),
}));

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

let onRequest: typeof import('../../src/middleware').onRequest;
beforeAll(async () => {
  // As built: the dev server's pages are left alone (Astro writes no policy there).
  vi.stubEnv('DEV', false);
  ({ onRequest } = await import('../../src/middleware'));
});

/** Runs a page request through src/middleware.ts, the page rendered as `html` with `policy` from Astro. */
async function throughMiddleware(html: string, policy: string | null): Promise<Response> {
  const url = new URL('http://localhost/toc');
  const context = {
    request: new Request(url),
    url,
    cookies: { get: () => ({ value: 'token' }) },
    // Astro hands every middleware the request's locals (the first one puts the runtime there).
    locals: {},
  } as unknown as Parameters<typeof onRequest>[0];
  const headers: Record<string, string> = { 'content-type': 'text/html' };
  if (policy) headers['content-security-policy'] = policy;
  return (await onRequest(context, async () => new Response(html, { headers }))) as Response;
}

describe('the Content-Security-Policy of a page', () => {
  const astroPolicy = `${PAGE_DIRECTIVES.join(';')}; script-src 'self' 'sha256-AAAA'; style-src 'self' 'unsafe-inline';`;

  it('is the one Astro wrote from its build, never a hash of a script found in the HTML', async () => {
    const injected = 'window.__pwned = 1';
    const res = await throughMiddleware(
      `<html><head><script>${injected}</script></head></html>`,
      astroPolicy,
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-AAAA'");
    expect(csp).not.toContain(hash(injected));
  });

  it('allows no inline script at all on an HTML answer Astro wrote no policy for', async () => {
    const injected = 'alert(1)';
    const res = await throughMiddleware(`<p>Unavailable</p><script>${injected}</script>`, null);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain(hash(injected));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://errors.example");
  });

  it('adds the error-reporting origin to what scripts may call, and nothing else', () => {
    const csp = withConnectOrigins(astroPolicy, ['https://errors.example']);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://errors.example");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-AAAA'");
    expect(directive(plainPagePolicy(), 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(withConnectOrigins(astroPolicy, [])).toBe(
      withConnectOrigins(withConnectOrigins(astroPolicy, []), []),
    );
  });
});
