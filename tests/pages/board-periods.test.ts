import { describe, expect, it } from 'vitest';
import type { PlayerHistory } from '../../src/contract/schemas/history';
import type { ActivateLocation } from '../../src/contract/schemas/locations';
import type { PeriodBoard } from '../../src/contract/schemas/period-boards';
import { UNKNOWN_PERIOD } from '../../src/domain/board-period';
import { playerNameKey } from '../../src/domain/player-name';
import { pageSite } from './site';

const site = pageSite();

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The period switch's links: label, address, and whether it is the period shown. */
function periods(document: Document) {
  return [...document.querySelectorAll('nav[aria-label="Board period"] a')].map((a) => ({
    label: text(a),
    href: a.getAttribute('href'),
    current: a.getAttribute('aria-current') === 'page',
  }));
}

/**
 * A player's gain over a period by their own kept history, read through the history API (not the
 * boards' table): their total at the last closed day less their total at the close before `from`.
 */
async function gainByHistory(href: string, from: string): Promise<number> {
  // The row links to the player's summary, /player/{name}/location/{id}/summary.
  const api = href.replace(/^\/player\//, '/api/activate/players/player/').replace(/\/summary$/, '/history');
  const answer = (await site.read(`${api}?range=all`)) as PlayerHistory | undefined;
  if (!answer) throw new Error(`no history at ${api}`);
  const before = answer.points.filter((p) => p.day < from).at(-1)?.totalScore ?? 0;
  return (answer.points.at(-1)?.totalScore ?? 0) - before;
}

/** The page at `url` shows the period's top gain: the API's, and the one its player's own history gives. */
async function expectTopGainFromHistory(url: string, board: string, period: 'month' | 'year') {
  const answer = (await site.read(`/api/leaderboards/${board}/${period}`)) as PeriodBoard;
  const { status, document } = await site.open(url);
  expect(status).toBe(200);
  expect(periods(document).find((p) => p.current)?.label).toBe(
    period === 'month' ? 'This month' : 'This year',
  );
  expect([...document.querySelectorAll('table[data-leaderboard] thead th')].map(text)).toContain(
    'Points gained',
  );
  const row = document.querySelector('table[data-leaderboard] tbody tr');
  const href = row?.querySelector('a')?.getAttribute('href') ?? '';
  const figure = text(row?.querySelector('.leaderboard__score'));
  expect(figure).toMatch(/^\+[\d,]+$/);
  const gained = Number(figure.replace(/[+,]/g, ''));
  expect(gained).toBe(answer.entries[0]?.gained);
  expect(gained).toBeGreaterThan(0);
  expect(gained).toBe(await gainByHistory(href, answer.from));
  return document;
}

/** Boards over time, by the address (the switch followed by keyboard and click: board-periods.spec.ts). */
describe('boards over time', () => {
  it("shows a venue's board today, yesterday, this month and this year, the switch naming the period shown", async () => {
    const [venue] = (await site.read('/api/activate/locations')) as ActivateLocation[];
    if (!venue) throw new Error('no venue');
    const base = `/leaderboards/${venue.id}`;
    const today = await site.open(base);
    // Relative links, in this order: Today, Yesterday, This month, This year.
    expect(periods(today.document)).toEqual([
      { label: 'Today', href: `./${venue.id}`, current: true },
      { label: 'Yesterday', href: '?period=yesterday', current: false },
      { label: 'This month', href: '?period=month', current: false },
      { label: 'This year', href: '?period=year', current: false },
    ]);
    expect([...today.document.querySelectorAll('h2')].map(text)).toContain("Today's movers");

    const month = await expectTopGainFromHistory(`${base}?period=month`, String(venue.id), 'month');
    expect(text(month.querySelector('.board-period__line'))).toMatch(/^Points gained this month, 1 \w+/);
    const year = await expectTopGainFromHistory(`${base}?period=year`, String(venue.id), 'year');
    expect(text(year.querySelector('.board-period__line'))).toMatch(/^Points gained this year, 1 January/);

    const yesterday = await site.open(`${base}?period=yesterday`);
    expect(periods(yesterday.document).find((p) => p.current)?.label).toBe('Yesterday');
    expect(text(yesterday.document.querySelector('.board-period__line'))).toMatch(
      /^The board as it stood at the close of \d+ \w+\.$/,
    );
    expect(yesterday.document.querySelectorAll('table[data-leaderboard] tbody tr').length).toBeGreaterThan(0);
  });

  it("shows the world's board over this month and this year, and a period it does not have as a notice with the way back", async () => {
    await expectTopGainFromHistory('/leaderboards?period=month', 'world', 'month');
    await expectTopGainFromHistory('/leaderboards?period=year', 'world', 'year');
    const { status, document } = await site.open('/leaderboards?period=week');
    expect(status).toBe(400);
    expect(text(document.querySelector('[role="alert"]'))).toBe(`Error: ${UNKNOWN_PERIOD}`);
    expect(periods(document)[0]).toEqual({ label: 'Today', href: './leaderboards', current: false });
    expect(new URL('./leaderboards', 'http://localhost/leaderboards?period=week').pathname).toBe(
      '/leaderboards',
    );
  });

  it("links a player's world board by period without naming them, and keys their row for the highlight", async () => {
    const answer = (await site.read('/api/leaderboards/world/year')) as PeriodBoard;
    const top = answer.entries[0];
    if (!top) throw new Error('nobody gained points this year');
    const path = `/player/${encodeURIComponent(top.players)}/location/${top.locationId}/world-leaderboard`;
    const year = await site.open(`${path}?period=year`);
    expect(year.status).toBe(200);
    const links = periods(year.document);
    expect(links.find((p) => p.label === 'Today')?.href).toBe('./world-leaderboard');
    expect(links.find((p) => p.label === 'This month')?.href).toBe('?period=month');
    expect(links.find((p) => p.current)?.label).toBe('This year');
    const row = year.document.querySelector('table[data-leaderboard] tbody tr');
    expect(row?.getAttribute('data-player-key')).toBe(playerNameKey(top.players));
    expect(text(row)).toContain(top.players);
    // Today's, where the link leads: the board of scores.
    const today = await site.open(path);
    expect([...today.document.querySelectorAll('table[data-leaderboard] thead th')].map(text)).toContain(
      'Score',
    );
    // A period the boards do not have, in the player's area too: a notice, and the way back.
    const decade = await site.open(`${path}?period=decade`);
    expect(decade.status).toBe(400);
    expect(text(decade.document.querySelector('[role="alert"]'))).toBe(`Error: ${UNKNOWN_PERIOD}`);
    expect(periods(decade.document).find((p) => p.label === 'This year')?.href).toBe('?period=year');
  });
});
