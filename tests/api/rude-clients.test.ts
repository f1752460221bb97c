import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { LoadShedder } from '../../src/server/launcher/load-shedding';
import { testDiscordKeys } from '../support/discord-signing';
import { pipelineWithoutReading, type RudeConnection, unfinishedBody } from '../support/rude-client';
import { type ServedApi, serveApi } from '../support/served-api';
import { startTestApi, type TestApi, testConfig } from './harness';

/**
 * The attacks that used to hang the whole site, against the real API served by the production
 * request path with `npm start`'s limits on PGlite (4 requests at work, 128 in all): pipelined
 * requests never read, and bodies never finished. The site must go on answering throughout.
 */
let api: TestApi;
let served: ServedApi;
const shedder = new LoadShedder(128, 4);
/** The chain's best player's data: its largest answer (tens of kilobytes), as a summary asks for it. */
let playerData = '';

beforeAll(async () => {
  api = await startTestApi({ config: testConfig({ DISCORD_PUBLIC_KEY: testDiscordKeys().publicKeyHex }) });
  const [best] = await queryRows<{ name: string; location_id: number }>(
    api.database.db,
    sql`select p.name, t.location_id from player_totals t join players p on p.id = t.player_id
        order by t.total_score desc limit 1`,
  );
  playerData = `/api/activate/players/player/${encodeURIComponent(best?.name ?? '')}/location/${best?.location_id}`;
  served = await serveApi(api, { shedder });
});
afterAll(async () => {
  await served.close();
  await api.close();
});

/** What a visitor asks for meanwhile; a hang ends at 5 s (the time taken is annotated). */
async function visitorsAreServed(annotate: (note: string) => unknown): Promise<void> {
  for (const path of ['/api/health-check', '/api/leaderboards/world', '/api/activate/locations']) {
    const started = performance.now();
    const response = await fetch(`${served.origin}${path}`, { signal: AbortSignal.timeout(5000) });
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
    await annotate(`${path} answered in ${Math.round(performance.now() - started)} ms during the attack`);
  }
}

describe('rude clients against the real API', () => {
  let attackers: RudeConnection[] = [];
  afterAll(() => {
    for (const { socket } of attackers) socket.destroy();
  });

  it('40 pipelined requests for a player’s data never read, on two connections, hold no working place', async ({
    annotate,
  }) => {
    attackers = await Promise.all([1, 2].map(() => pipelineWithoutReading(served.origin, playerData, 40)));
    await visitorsAreServed(annotate);
    await expect.poll(() => shedder.inFlight, { timeout: 30_000 }).toBe(0);
  });

  it('sixteen Discord interactions that never finish their body hold no working place', async ({
    annotate,
  }) => {
    const writers = await Promise.all(
      Array.from({ length: 16 }, () =>
        unfinishedBody(served.origin, '/api/discord/interactions', {
          declared: 1000,
          sent: 1,
          headers: { 'X-Signature-Ed25519': '00'.repeat(64), 'X-Signature-Timestamp': '1' },
        }),
      ),
    );
    attackers.push(...writers);
    await visitorsAreServed(annotate);
    expect(shedder.inFlight).toBe(0);
    expect(api.unexpected).toEqual([]);
  });
});
