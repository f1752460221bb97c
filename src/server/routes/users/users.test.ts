import { sessionCookie, startTestApi, type TestApi } from '@tests/api/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@/contract/schemas/admin';

let api: TestApi;
let admin = '';

beforeAll(async () => {
  api = await startTestApi();
  admin = await sessionCookie(api, 'the.admin@example.com');
  await sessionCookie(api, 'a.player@example.com', 'user');
});
afterAll(() => api.close());

const users = async () => (await api.get('/api/users', { cookie: admin })).body as AdminUser[];

describe('the admin users', () => {
  it('lists users with their e-mails masked, promotes one to admin and back', async () => {
    const list = await users();
    const player = list.find((u) => u.role === 'user');
    expect(player).toBeDefined();
    expect(list.map((u) => u.email).join(' ')).not.toContain('a.player@example.com');

    const promoted = await api.send('PUT', `/api/users/${player?.id}/role`, {
      body: { role: 'admin' },
      cookies: admin,
    });
    expect(promoted.status).toBe(200);
    expect((promoted.body as AdminUser).role).toBe('admin');
    const back = await api.send('PUT', `/api/users/${player?.id}/role`, {
      body: { role: 'user' },
      cookies: admin,
    });
    expect((back.body as AdminUser).role).toBe('user');
  });

  it('refuses an admin demoting themselves, an unknown role and an unknown user, changing nothing', async () => {
    const before = await users();
    const me = before.find((u) => u.role === 'admin');
    expect(
      (await api.send('PUT', `/api/users/${me?.id}/role`, { body: { role: 'user' }, cookies: admin })).status,
    ).toBe(409);
    expect(
      (await api.send('PUT', `/api/users/${me?.id}/role`, { body: { role: 'owner' }, cookies: admin }))
        .status,
    ).toBe(400);
    expect(
      (await api.send('PUT', '/api/users/999999/role', { body: { role: 'admin' }, cookies: admin })).status,
    ).toBe(404);
    expect(await users()).toEqual(before);
    expect(api.unexpected).toEqual([]);
  });
});
