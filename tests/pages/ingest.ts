import { expect } from 'vitest';
import type { TestApi } from '../api/harness';
import type { FeedRecord } from '../support/feed-record';

export type { FeedRecord };

/** Sends score records through the real ingest endpoint of a page test's API (its INGEST_TOKEN is `token`). */
export async function ingestThrough(
  api: TestApi,
  token: string,
  records: readonly FeedRecord[],
): Promise<void> {
  const res = await api.app.request('/api/ingest', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    body: records.map((e) => JSON.stringify(e)).join('\n'),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { accepted: number }).accepted).toBe(records.length);
}
