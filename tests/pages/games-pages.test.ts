import { describe, expect, it } from 'vitest';
import { pageSite } from './site';

/**
 * The browser games' pages as the server draws them (moved from tests/e2e/games-toc.spec.ts and
 * games-strategy.spec.ts): the Tournament of Champions demo's board for a seed, and the strategy
 * page's older variant with its level links. Playing the games is the island tests'
 * (tests/islands/games-*.test.tsx); their layout at both widths, the end-to-end test's.
 */
const site = pageSite();

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('the Tournament of Champions demo', () => {
  it('draws a sample board of 8 games and 8 players for ?seed=2026, two or three of them anonymous, the same each time', async () => {
    const { status, document } = await site.open('/toc?seed=2026');
    expect(status).toBe(200);
    const board = [...document.querySelectorAll('table')].find(
      (t) => text(t.querySelector('caption')) === 'Sample leaderboard',
    );
    if (!board) throw new Error('No sample leaderboard');
    const headers = [...board.querySelectorAll('thead th')].map(text);
    expect(headers).toHaveLength(11);
    expect(headers[0]).toBe('#');
    expect(headers[1]).toBe('Player');
    expect(headers.at(-1)).toBe('Total');
    const rows = [...board.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(8);
    const names = [...board.querySelectorAll('tbody th')].map(text);
    expect(names).toHaveLength(8);
    const hidden = names.filter((n) => /^Anonymous #\d+$/.test(n ?? ''));
    expect([2, 3]).toContain(hidden.length);
    expect(hidden).toEqual(hidden.map((_, i) => `Anonymous #${i + 1}`));
    // Each row's total is the sum of its eight scores, and the best total comes first.
    const totals = rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) => Number(text(td)?.replace(/,/g, '')));
      expect(cells).toHaveLength(10);
      const scores = cells.slice(1, 9);
      expect(cells[9]).toBe(scores.reduce((a, b) => a + b, 0));
      return cells[9] ?? 0;
    });
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // The same seed gives the same board.
    const again = await site.open('/toc?seed=2026');
    expect([...again.document.querySelectorAll('tbody th')].map(text)).toEqual(names);
  });
});

describe('the strategy page', () => {
  it('has, in its older variant, the older top bar and links to levels 1 to 6 and 10, the one played marked', async () => {
    const { status, document } = await site.open('/strategy/1');
    expect(status).toBe(200);
    const old = document.querySelector('.ui-old');
    const play = [...(old?.querySelectorAll('a') ?? [])].find((a) => text(a) === 'Play Strategy');
    expect(play?.getAttribute('href')).toBe('/strategy/1');
    const levels = [...(old?.querySelectorAll('nav[aria-label="Strategy levels"] a') ?? [])];
    expect(levels.map(text)).toEqual(['1', '2', '3', '4', '5', '6', '10'].map((n) => `Level ${n}`));
    expect(levels.map((a) => a.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6, 10].map((n) => `/strategy/${n}`),
    );
    expect(levels.map((a) => a.getAttribute('aria-current'))).toEqual([
      'page',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // The newer variant's way back to the search is not the older one's.
    const back = [...document.querySelectorAll('a')].filter((a) => text(a) === 'Player search');
    expect(back).toHaveLength(1);
    expect(back[0]?.closest('.ui-new')).not.toBeNull();
  });

  it.each(['7', 'abc'])(
    'hands the level of /strategy/%s to the game as it is (the game says it is not found)',
    async (level) => {
      const { status, document } = await site.open(`/strategy/${level}`);
      expect(status).toBe(200);
      const games = [...document.querySelectorAll('astro-island[component-export="StrategyGame"]')];
      expect(games).toHaveLength(2);
      for (const island of games)
        expect(JSON.parse(island.getAttribute('props') ?? '{}')).toMatchObject({ level: [0, level] });
      expect([...document.querySelectorAll('nav[aria-label="Strategy levels"] a[aria-current]')]).toEqual([]);
    },
  );
});
