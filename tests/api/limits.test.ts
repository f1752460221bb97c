import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testConfig } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    config: testConfig({
      RATE_LIMIT_SEARCH: '5',
      RATE_LIMIT_LOGIN: '3',
      INGEST_TOKEN: 't',
      RATE_LIMIT_INGEST: '2',
      RATE_LIMIT_RENDER: '3',
    }),
  });
});
afterAll(() => api.close());

// The client's address, as the server passes it along with each request.
const from = (client: string) => ({ clientAddress: client });

describe('rate limits', () => {
  it('answer 429 with the RateLimit headers once a client searches too often, per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await api.get('/api/activate/playerlocations/nobody', {}, from('10.0.0.1'))).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const limited = await api.get('/api/activate/playerlocations/nobody', {}, from('10.0.0.1'));
    expect(limited.body).toEqual({
      error: { code: 'too_many_requests', message: 'Too many requests: please wait a minute and try again.' },
    });
    expect(limited.headers.get('ratelimit-policy')).toMatch(/^5;w=60/);
    expect(limited.headers.get('ratelimit')).toMatch(/remaining=0/);
    // Another client is not affected.
    expect((await api.get('/api/activate/playerlocations/nobody', {}, from('10.0.0.2'))).status).toBe(404);
  });

  it('limit visit counts per client, so one client cannot inflate the day’s visits', async () => {
    const visit = () =>
      api.app.request(
        '/api/stats/visits',
        { method: 'POST', headers: { origin: 'http://localhost' } },
        from('10.0.0.5'),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await visit()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('limit name suggestions as searches, and share cards (a render each when not kept) per client', async () => {
    const suggestions: number[] = [];
    for (let i = 0; i < 6; i++)
      suggestions.push((await api.get(`/api/players/suggest?q=name${i}`, {}, from('10.0.0.6'))).status);
    expect(suggestions).toEqual([200, 200, 200, 200, 200, 429]);
    const cards: number[] = [];
    for (let i = 0; i < 4; i++)
      cards.push((await api.get('/api/cards/location/1/card.png', {}, from('10.0.0.7'))).status);
    expect(cards).toEqual([200, 200, 200, 429]);
    expect((await api.get('/api/cards/location/1/card.png', {}, from('10.0.0.8'))).status).toBe(200);
  });

  it('limit a glance at several players as a search (up to 50 names a request)', async () => {
    const glances: number[] = [];
    for (let i = 0; i < 6; i++)
      glances.push((await api.get(`/api/players/glance?names=a${i};b${i}`, {}, from('10.0.0.9'))).status);
    expect(glances).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await api.get('/api/players/glance?names=a', {}, from('10.0.0.10'))).status).toBe(200);
  });

  it('limit login attempts and ingest calls too', async () => {
    const logins: number[] = [];
    for (let i = 0; i < 4; i++) logins.push((await api.get('/auth/google', {}, from('10.0.0.3'))).status);
    expect(logins.slice(-1)).toEqual([429]);
    const ingests: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.app.request(
        '/api/ingest',
        {
          method: 'POST',
          headers: { authorization: 'Bearer t', 'content-type': 'application/x-ndjson' },
          body: '',
        },
        from('10.0.0.4'),
      );
      ingests.push(res.status);
    }
    expect(ingests).toEqual([400, 400, 429]);
  });
});

describe('request size', () => {
  it('refuses a body over 1 MB with 413, and nothing is read', async () => {
    const res = await api.send('POST', '/api/badges', {
      body: { title: 'x'.repeat(1_100_000), description: 'y' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'payload_too_large', message: 'The body is over 1 MB: send it in parts.' },
    });
  });
});
