import { startTestApi, TEST_NOW, type TestApi } from '@tests/api/harness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/server/auth/sessions';
import { queryRows } from '@/server/db/client';

let api: TestApi;
let admin = '';

beforeAll(async () => {
  api = await startTestApi();
  const [u] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into users (email, role) values ('bounds@example.com', 'admin') returning id`,
  );
  admin = `arcade_session=${await createSession(api.database.db, api.config, u?.id ?? 0, TEST_NOW)}`;
});
afterAll(() => api.close());

describe('PUT /api/challenges/{id}', () => {
  it('answers 400, not 500, for a score or a record id past what their integer columns hold', async () => {
    const put = (record: Record<string, unknown>) =>
      api.send('PUT', '/api/challenges/1', {
        body: { scoreRecords: [{ displayName: 'Guest', score: 4200, ...record }] },
        cookies: admin,
      });
    expect((await put({ score: 2 ** 31 })).status).toBe(400);
    expect((await put({ _id: 2 ** 31 })).status).toBe(400);
    expect((await put({ score: 2 ** 31 - 1 })).status).toBe(200);
    expect(api.unexpected).toEqual([]);
  });
});
