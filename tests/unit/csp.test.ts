import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/http/csp';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';

describe('the Content-Security-Policy of a page', () => {
  it('allows each inline script by its hash, never inline scripts at large', () => {
    const runs = 'document.documentElement.dataset.ui = "new";';
    const csp = contentSecurityPolicy(
      `<head><script>${runs}</script><script type="module">go()</script></head>`,
    );
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${hash(runs)} ${hash('go()')}`);
    expect(scriptSrc(csp)).not.toContain('unsafe-inline');
  });

  it('leaves out scripts loaded from files and data blocks, which the browser does not run', () => {
    const csp = contentSecurityPolicy(
      '<script src="/_astro/a.js"></script><script type="application/json" id="teams">[{"name":"A"}]</script>',
    );
    expect(scriptSrc(csp)).toBe("script-src 'self'");
  });

  it('adds the origins scripts may call', () => {
    expect(contentSecurityPolicy('', ['https://errors.example'])).toContain(
      "connect-src 'self' https://errors.example",
    );
  });
});
