import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('has working defaults: the embedded database and the demo chain', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toMatch(/data\/pglite$/);
    expect(config.port).toBe(4321);
    expect(config.siteName).toBe('Arcade Stats');
    expect(config.rollover).toEqual({ enabled: true, hour: 0, timeZone: 'UTC' });
  });

  it('refuses bad values with every problem named', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', TIME_ZONE: 'Mars/Olympus', DATABASE_URL: 'not a url' }),
    ).toThrow(ConfigError);
    const bad = () => loadConfig({ PORT: 'eighty', TIME_ZONE: 'Mars/Olympus' });
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/TIME_ZONE: not a known IANA time zone/);
  });

  it('reads lists and switches', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' A@x.org, b@y.org ,', ROLLOVER_ENABLED: 'false' });
    expect(config.adminEmails).toEqual(['a@x.org', 'b@y.org']);
    expect(config.rollover.enabled).toBe(false);
  });

  it("works on fewer requests at once on the embedded database, which shares the server's thread", () => {
    expect(loadConfig({}).maxActive).toBe(4);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/arcade' }).maxActive).toBe(16);
    expect(loadConfig({ MAX_ACTIVE: '8' }).maxActive).toBe(8);
    expect(() => loadConfig({ MAX_ACTIVE: '0' })).toThrow(/MAX_ACTIVE/);
  });

  it('runs one worker per core on PostgreSQL, as many as WEB_CONCURRENCY says, and one on PGlite', () => {
    const postgres = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/arcade' };
    expect(loadConfig(postgres).workers).toBe(availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' })).toMatchObject({ workers: 1, workersCapped: true });
    expect(loadConfig({}).workersCapped).toBe(false);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ SERVER_JOBS: 'false' }).jobs).toBe(false);
  });
});
