import { sessionCookie, startTestApi, type TestApi } from '@tests/api/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLocation } from '@/contract/schemas/admin';

let api: TestApi;
let admin = '';

beforeAll(async () => {
  api = await startTestApi();
  admin = await sessionCookie(api, 'venues@example.com');
});
afterAll(() => api.close());

const venues = async () => (await api.get('/api/locations', { cookie: admin })).body as AdminLocation[];

describe('the admin venues', () => {
  it('adds a venue, refuses its name twice, renames it and removes it while it has no scores', async () => {
    const added = await api.send('POST', '/api/locations', {
      body: { name: 'Testville Arcade', city: 'Testville' },
      cookies: admin,
    });
    expect(added.status).toBe(200);
    const venue = added.body as AdminLocation;
    expect(venue).toMatchObject({ name: 'Testville Arcade', city: 'Testville', players: 0 });
    expect((await venues()).map((v) => v.name)).toContain('Testville Arcade');

    const twice = await api.send('POST', '/api/locations', {
      body: { name: 'Testville Arcade' },
      cookies: admin,
    });
    expect(twice.status).toBe(409);

    const renamed = await api.send('PUT', `/api/locations/${venue._id}`, {
      body: { name: 'Testville Hall' },
      cookies: admin,
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body as AdminLocation).name).toBe('Testville Hall');

    expect((await api.send('DELETE', `/api/locations/${venue._id}`, { cookies: admin })).body).toEqual({
      deleted: venue._id,
    });
    expect((await venues()).map((v) => v.name)).not.toContain('Testville Hall');
    expect((await api.send('DELETE', `/api/locations/${venue._id}`, { cookies: admin })).status).toBe(404);
  });

  it('keeps a venue with scores, and refuses a blank name without changing anything', async () => {
    const before = await venues();
    const played = before.find((v) => v.players > 0);
    expect(played).toBeDefined();
    expect((await api.send('DELETE', `/api/locations/${played?._id}`, { cookies: admin })).status).toBe(409);
    const blank = await api.send('PUT', `/api/locations/${played?._id}`, {
      body: { name: '   ' },
      cookies: admin,
    });
    expect(blank.status).toBe(400);
    expect(await venues()).toEqual(before);
    expect(api.unexpected).toEqual([]);
  });

  it('is for admins only', async () => {
    const user = await sessionCookie(api, 'not-an-admin@example.com', 'user');
    expect((await api.get('/api/locations')).status).toBe(401);
    expect((await api.get('/api/locations', { cookie: user })).status).toBe(403);
    expect(
      (await api.send('POST', '/api/locations', { body: { name: 'Sneaky' }, cookies: user })).status,
    ).toBe(403);
  });
});
