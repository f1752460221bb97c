import { sessionCookie, startTestApi, type TestApi } from '@tests/api/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Badge } from '@/contract/schemas/badges';

let api: TestApi;
let admin = '';

beforeAll(async () => {
  api = await startTestApi();
  admin = await sessionCookie(api, 'badges@example.com');
});
afterAll(() => api.close());

const publicBadges = async () => (await api.get('/api/badges')).body as Badge[];

describe('the admin badges', () => {
  it('adds a badge the public list shows, edits it, and deletes it', async () => {
    const added = await api.send('POST', '/api/badges', {
      body: { title: ' Lunch Break Legend ', description: 'Played after midnight.', stars: 2 },
      cookies: admin,
    });
    expect(added.status).toBe(200);
    const badge = added.body as Badge;
    expect(badge).toMatchObject({
      title: 'Lunch Break Legend',
      description: 'Played after midnight.',
      stars: 2,
      players: [],
    });
    expect((await publicBadges()).map((b) => b.title)).toContain('Lunch Break Legend');

    const edited = await api.send('PUT', `/api/badges/${badge._id}`, {
      body: { title: 'Lunch Break Legend', description: 'Played after closing time.' },
      cookies: admin,
    });
    expect(edited.status).toBe(200);
    expect((edited.body as Badge).description).toBe('Played after closing time.');

    expect((await api.send('DELETE', `/api/badges/${badge._id}`, { cookies: admin })).body).toEqual({
      deleted: badge._id,
    });
    expect((await publicBadges()).map((b) => b._id)).not.toContain(badge._id);
    expect(
      (
        await api.send('PUT', `/api/badges/${badge._id}`, {
          body: { title: 'x', description: 'y' },
          cookies: admin,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses an empty title or description, or stars past 10, and keeps the list as it was', async () => {
    const before = await publicBadges();
    for (const body of [
      { title: '', description: 'A description.' },
      { title: 'A title', description: '  ' },
      { title: 'A title', description: 'A description.', stars: 11 },
    ])
      expect((await api.send('POST', '/api/badges', { body, cookies: admin })).status).toBe(400);
    expect(await publicBadges()).toEqual(before);
    expect(api.unexpected).toEqual([]);
  });
});
