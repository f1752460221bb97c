import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import pg from 'pg';
import { type MockProviders, startMockProviders } from '../support/oauth-mocks';
import { type OwnServer, startOwnServer } from './own-server';

/** Where a spec's own PostgreSQL database is made (the machine's server, trust auth). */
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * A server of the spec's own, on PGlite or on a PostgreSQL database of its own, with the mock
 * login providers and their Google identity as its admin, started before the spec's tests and
 * stopped (its database removed) after them. `offset` (from E2E_PORT) keeps specs apart; each
 * Playwright worker adds its index. Answers the server's origin.
 */
export function ownAdminServer(
  offset: number,
  name: string,
  env: Record<string, string> = {},
  database: 'pglite' | 'postgres' = 'pglite',
): () => string {
  let server: OwnServer | undefined;
  let mocks: MockProviders | undefined;
  let dataDir = '';
  let dbName = '';
  test.beforeAll(async ({ browserName: _ }, info) => {
    const port = Number(process.env.E2E_PORT ?? 4399) + offset + info.parallelIndex;
    dataDir = `data/e2e-${name}-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    let storage: Record<string, string> = { PGLITE_DIR: `${dataDir}/pglite`, DATABASE_URL: '' };
    if (database === 'postgres') {
      dbName = `arcade_e2e_${name.replace(/\W/g, '_')}_${port}`;
      await onPostgres(`drop database if exists ${dbName} with (force)`);
      await onPostgres(`create database ${dbName}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${dbName}`;
      storage = { DATABASE_URL: url.toString(), WEB_CONCURRENCY: '1' };
    }
    mocks = await startMockProviders();
    server = await startOwnServer(port, {
      ...mocks.env,
      ...storage,
      ADMIN_EMAILS: mocks.identities.google.email,
      ...env,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mocks?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await onPostgres(`drop database if exists ${dbName} with (force)`);
  });
  return () => {
    if (!server) throw new Error('The test server is not running');
    return server.origin;
  };
}
