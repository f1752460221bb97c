import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlayerPage } from '../../src/server/pages/player-page';
import { importPlayers } from '../support/events';
import { type ServedApi, serveApi } from '../support/served-api';
import { startTestApi, TEST_NOW, type TestApi } from './harness';

// Each pair: a name with '%' and two hex digits, and the name that decoding it twice would give.
const NAMES = [
  'Zed%41x',
  'ZedAx',
  'Mate%256F40',
  'Mate%6F40',
  'a/b',
  'a%2Fb',
  '../up',
  'x/../y',
  '#1 fan',
  'q?x=1&y',
  '100%',
  '%%',
  '...',
];

let api: TestApi;
let served: ServedApi;
let venue: number;

beforeAll(async () => {
  api = await startTestApi();
  venue = await importPlayers(api.database, NAMES, TEST_NOW);
  served = await serveApi(api);
});
afterAll(async () => {
  await served.close();
  await api.close();
});

const dataPath = (segment: string) => `/api/activate/players/player/${segment}/location/${venue}`;

describe('a name in an address is decoded exactly once', () => {
  it('by the API, in-process and as production serves it, for every reserved character', async () => {
    for (const name of NAMES) {
      const path = dataPath(encodeURIComponent(name));
      const inProcess = await api.get(path);
      expect(inProcess.status, name).toBe(200);
      expect((inProcess.body as { playerName: string }).playerName, name).toBe(name);
      const overHttp = await fetch(`${served.origin}${path}`);
      expect(overHttp.status, name).toBe(200);
      expect(((await overHttp.json()) as { playerName: string }).playerName, name).toBe(name);
      const csv = await api.app.request(
        `/players/exportData/${encodeURIComponent(name)}?locationId=${venue}`,
      );
      expect(csv.status, name).toBe(200);
      expect((await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0], name).toContain(name);
    }
    expect(api.unexpected).toEqual([]);
  });

  it('by the API: a malformed escape is a 400, never decoded in part to another name', async () => {
    for (const segment of ['Zed%41x%', '%E0%A4%A', '%', 'a%2']) {
      const res = await api.get(dataPath(segment));
      expect(res.status, segment).toBe(400);
      expect((res.body as { error: { message: string } }).error.message).toMatch(/malformed escape/);
    }
  });

  it('by the pages, from the URL as the browser sent it', async () => {
    for (const name of NAMES) {
      const request = new Request(
        `http://localhost/player/${encodeURIComponent(name)}/location/${venue}/summary`,
      );
      const page = await loadPlayerPage(api, request, { locationId: String(venue) });
      expect(page.kind, name).toBe('ok');
      if (page.kind === 'ok') expect(page.data.playerName, name).toBe(name);
    }
  });
});
