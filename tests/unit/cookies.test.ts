import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fixedCookieWriter, writeCookie } from '../../src/server/auth/cookies';
import { randomToken } from '../../src/server/auth/tokens';
import { loadConfig } from '../../src/server/config';

describe('a cookie written from its attributes serialized once', () => {
  it.each([
    ['http', {}, false],
    ['https', { PUBLIC_ORIGIN: 'https://arcade.example' }, true],
  ])('is the cookie writeCookie writes (%s)', async (_scheme, env, secure) => {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const token = randomToken();
    const writeFixed = fixedCookieWriter(config, 'XSRF-TOKEN', false);
    const app = new Hono()
      .get('/usual', (c) => {
        writeCookie(c, config, 'XSRF-TOKEN', token, undefined, false);
        c.header('Set-Cookie', 'other=1', { append: true });
        return c.text('');
      })
      .get('/fixed', (c) => {
        writeFixed(c, token);
        c.header('Set-Cookie', 'other=1', { append: true });
        return c.text('');
      });
    const usual = (await app.request('/usual')).headers.getSetCookie();
    expect(usual[0]).toContain(token);
    expect(usual[0]?.includes('; Secure')).toBe(secure);
    expect((await app.request('/fixed')).headers.getSetCookie()).toEqual(usual);
  });
});
