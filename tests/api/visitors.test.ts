import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApi, serveApi } from '../support/served-api';
import { startTestApi, type TestApi } from './harness';

/**
 * Who a visitor is, as the counters and rate limits see it: once a day each on Daily Visits, and
 * behind proxies of ours (TRUST_PROXY) the address they forwarded, never one a client wrote.
 */
let api: TestApi;
let direct: ServedApi;
let proxied: ServedApi;

beforeAll(async () => {
  api = await startTestApi();
  direct = await serveApi(api);
  proxied = await serveApi(api, { trustedProxies: 1 });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
  await api.close();
});

/** A landing-page visit as the page sends it, from `origin`, with an X-Forwarded-For if given. */
async function visit(origin: string, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${origin}/api/stats/visits`, {
    method: 'POST',
    headers: {
      origin,
      'sec-fetch-site': 'same-origin',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { visitsCount: number }).visitsCount;
}

describe('visitors', () => {
  it('count once a day on Daily Visits, however often they load the landing page', async () => {
    const first = await visit(direct.origin);
    for (let i = 0; i < 5; i++) expect(await visit(direct.origin)).toBe(first);
  });

  it('are not told apart by a forwarded address no proxy of ours wrote', async () => {
    const before = await visit(direct.origin);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect(await visit(direct.origin, address)).toBe(before);
  });

  it('behind one trusted proxy, are the address it forwarded (the rightmost), whatever the client added', async () => {
    const before = await visit(direct.origin);
    expect(await visit(proxied.origin, '203.0.113.10')).toBe(before + 1);
    expect(await visit(proxied.origin, '203.0.113.11')).toBe(before + 2);
    // The same visitor again, with an address of its own choosing in front: still the same visitor.
    expect(await visit(proxied.origin, '198.51.100.99, 203.0.113.10')).toBe(before + 2);
  });
});
