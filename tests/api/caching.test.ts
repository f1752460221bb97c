import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('reads that change at most daily', () => {
  it.each(['/api/activate/locations', '/api/agl/teams', '/api/leaderboards/world', '/api/badges'])(
    '%s carries an ETag and answers 304 to a matching conditional request',
    async (path) => {
      const first = await api.app.request(path);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toContain('public');
      const again = await api.app.request(path, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    },
  );

  it('daily stats, which change with every visit, are kept by shared caches a minute at most', async () => {
    const res = await api.app.request('/api/stats/daily');
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});
