import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { clearSearch, searchPlayer } from '../../src/stores/player-search';
import { $didYouMean, $typeAhead, clearSuggestions, suggestNames } from '../../src/stores/player-suggestions';
import { startTestApi, type TestApi } from '../api/harness';
import { serveOverHttp } from '../support/http-api';

let api: TestApi;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let someone: string;

beforeAll(async () => {
  api = await startTestApi();
  http = await serveOverHttp(api);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${http.origin}/`);
  const [row] = await queryRows<{ name: string }>(
    api.database.db,
    sql`select p.name from players p join player_totals t on t.player_id = p.id where t.total_score > 0
        and length(p.name) > 5 order by p.id limit 1`,
  );
  someone = row?.name ?? '';
});
afterAll(async () => {
  await http.close();
  await api.close();
});
beforeEach(() => {
  clearSuggestions();
  clearSearch();
});

describe('the type-ahead store', () => {
  it('asks nothing under two characters', async () => {
    const loading: boolean[] = [];
    const stop = $typeAhead.listen((s) => loading.push(s.loading));
    await suggestNames(' x ');
    stop();
    expect(loading).toEqual([false]);
    expect($typeAhead.get()).toEqual({ text: 'x', loading: false, error: null, items: [] });
  });

  it('keeps only the answer for the latest text: an older one never replaces it', async () => {
    const shown: string[][] = [];
    const stop = $typeAhead.listen((s) => {
      if (!s.loading) shown.push(s.items.map((i) => i.name));
    });
    const older = suggestNames('zz-nobody-qq');
    const newer = suggestNames(someone.slice(0, 4));
    await Promise.all([older, newer]);
    stop();
    expect($typeAhead.get().text).toBe(someone.slice(0, 4));
    expect($typeAhead.get().items.map((i) => i.name)).toContain(someone);
    // Only one settled state was ever shown: the newer one.
    expect(shown).toHaveLength(1);
  });
});

describe("'Did you mean' after a search that found nobody", () => {
  it('offers the name a typo meant, and forgets it on the next search', async () => {
    const typo = `${someone.slice(0, -1)}${someone.endsWith('q') ? 'x' : 'q'}`;
    await searchPlayer(typo);
    expect($didYouMean.get().data.map((s) => s.name)).toContain(someone);
    await searchPlayer(someone);
    expect($didYouMean.get().data).toEqual([]);
  });
});
