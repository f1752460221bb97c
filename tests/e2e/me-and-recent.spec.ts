// Why a browser: "me", the recent players and "since your last visit" live in the device's storage,
// written on one page and read on another, so they are a journey across summaries and the landing:
// "This is me" pressed on a summary, another summary opened, the landing's cards and the empty
// search box's recent players, scores imported meanwhile, the next visit two hours on (the page's
// clock moved, the browser's cached answers cleared) and a reload within it, and "Not me"
// forgetting it across a reload. Each part's states are tests/islands/{my-players,since-last-visit}.test.tsx's;
// the account's "me" (an approved claim) is tests/islands/my-players.test.tsx's and
// src/server/routes/auth/auth.test.ts's.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { ingest, raiseTotal } from './ingest';
import { seededNames } from './players';

// "Me" and the recent players live in the device's storage: the test's browser context starts
// with none, so it shares the suite's server without seeing other tests' devices.

/** Seeded players at their best venue, with the venue's name, found through the API. */
async function seededPlayers(request: APIRequestContext, names: string[], count: number) {
  const found: Array<{ name: string; locationId: number; venue: string }> = [];
  for (const name of names) {
    const res = await request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`);
    const best = res.ok() ? ((await res.json()) as Array<{ id: number; name: string }>)[0] : undefined;
    if (best) found.push({ name, locationId: best.id, venue: best.name });
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} seeded players with a venue`);
}

async function dataOf(request: APIRequestContext, name: string, locationId: number): Promise<PlayerData> {
  const res = await request.get(
    `/api/activate/players/player/${encodeURIComponent(name)}/location/${locationId}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as PlayerData;
}

const yourSummary = (page: Page) => page.getByRole('region', { name: 'Your summary' });

test('"This is me" and the recent players on the landing; since my last visit after an import; "Not me" forgets', async ({
  page,
  request,
}) => {
  // "Me" gets new scores: a player from the far end of the list, away from the tests that read.
  const [me] = await seededPlayers(request, seededNames().reverse().slice(12), 1);
  const [other] = await seededPlayers(request, seededNames().slice(40), 1);
  if (!me || !other) throw new Error('no player');
  let dayLine = '';

  await test.step('"This is me" on a summary; another summary opened', async () => {
    await gotoReady(page, playerPath(me.name, me.locationId));
    dayLine = (await page.locator('.summary-day__line').textContent()) ?? '';
    expect(dayLine).not.toBe('');
    await page.getByRole('button', { name: 'This is me' }).click();
    await expect(page.getByRole('button', { name: 'Not me' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'This is me' })).toHaveCount(0);
    await gotoReady(page, playerPath(other.name, other.locationId));
  });

  const latestFirst = [other, me];

  await test.step('the landing: "me" with the summary\'s day line, what will show next time, and the recent players, the latest first', async () => {
    await gotoReady(page, '/');
    const card = yourSummary(page);
    await expect(card.getByRole('link', { name: me.name })).toHaveAttribute(
      'href',
      playerPath(me.name, me.locationId),
    );
    // What the summary's own day line says, word for word.
    await expect(card.getByText(dayLine, { exact: true })).toBeVisible();
    await expect(card).toContainText(me.venue);
    // The first visit of the landing keeps "me"'s figures and says what will show.
    await expect(page.getByRole('region', { name: /Since your last visit/ })).toContainText(
      'Next time, what changed since this visit shows here.',
    );
    const recent = page.getByRole('region', { name: 'Recent players' }).getByRole('link');
    await expect(recent).toHaveCount(2);
    for (const [i, p] of latestFirst.entries()) {
      await expect(recent.nth(i)).toContainText(p.name);
      await expect(recent.nth(i)).toContainText(p.venue);
      await expect(recent.nth(i)).toHaveAttribute('href', playerPath(p.name, p.locationId));
    }
  });

  await test.step('the empty search box lists them; Down twice marks the second', async () => {
    // (Enter then opens its summary: tests/islands/my-players.test.tsx.)
    const box = page.getByLabel('Player Name');
    await box.click();
    const options = page.getByRole('listbox', { name: 'Recent players' }).getByRole('option');
    await expect(options).toHaveCount(2);
    for (const [i, p] of latestFirst.entries()) await expect(options.nth(i)).toContainText(p.name);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('scores come in; two hours on, the landing tells "me" the points, the new best and the places since the last visit', async () => {
    const before = await dataOf(request, me.name, me.locationId);
    const record = await raiseTotal(request, me.name, me.locationId, 40_000);
    await ingest(request, [record]);
    const after = await dataOf(request, me.name, me.locationId);
    expect(after.totalScore).toBe(before.totalScore + 40_000);
    // The page's clock moves on, and the browser's cached answers (kept a minute, used stale up to
    // ten) are long gone by then.
    await page.clock.setFixedTime(new Date(Date.now() + 2 * 3_600_000));
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await gotoReady(page, '/');
    const since = page.getByRole('region', { name: /Since your last visit/ });
    await expect(since).toContainText('2 hours ago');
    await expect(since.getByRole('listitem').first()).toHaveText('+40,000 points');
    // Each line leads where it can be seen: the points to the summary.
    await expect(since.getByRole('link', { name: '+40,000 points' })).toHaveAttribute(
      'href',
      playerPath(me.name, me.locationId),
    );
    await expect(since).toContainText(`1 new personal best: ${record.game} level ${record.level + 1}`);
    const climbed = before.standing - after.standing;
    if (climbed > 0)
      await expect(since).toContainText(
        `Up ${climbed} place${climbed === 1 ? '' : 's'}, now #${after.standing}`,
      );
    const level = after.scores.find((s) => s.gameName === record.game && s.levelId === record.level);
    const wasTop = before.scores.some(
      (s) => s.gameName === record.game && s.levelId === record.level && s.highScore >= s.topScore,
    );
    if (level && level.highScore >= level.topScore && !wasTop)
      await expect(since).toContainText(`1 top score taken: ${record.game} level ${record.level + 1}`);
    // A reload within the visit still compares with the same visit.
    await page.reload();
    await expect(since.getByRole('listitem').first()).toHaveText('+40,000 points');
  });

  await test.step('"Not me" forgets "me", across a reload', async () => {
    // (The summary then offers "This is me" again: tests/islands/my-players.test.tsx.)
    await yourSummary(page).getByRole('button', { name: 'Not me' }).click();
    await expect(yourSummary(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Recent players' })).toBeVisible();
    await expect(yourSummary(page)).toHaveCount(0);
  });
});

/**
 * The landing as a returning player opens it on a slow phone (4x slower processor, 1.6 Mbit/s,
 * 150 ms round trips, the browser's cache cleared): "me"'s card holds its place from the first
 * paint and gets its figures from the small answer the page's head asked for, before any of its
 * scripts; since the last visit it names the friend "me" passed, every line a link.
 */
test('on a slow phone, "me"\'s card from the first paint, its figures from the small answer; since my last visit, the friend I passed @phone', async ({
  page,
  request,
}, info) => {
  test.skip(
    !info.project.name.startsWith('phone'),
    'what a phone on a weak signal sees (the journey above is the desktop one)',
  );
  const res = await request.get('/api/leaderboards/3');
  const board = ((await res.json()) as { today: Array<{ players: string; local_score: number }> }).today;
  const [friend, me] = board.slice(-6, -4);
  if (!friend || !me) throw new Error('The board has fewer than six rows');
  const venue = 3;

  await test.step('Follow the friend, "This is me", a first visit of the landing', async () => {
    await gotoReady(page, playerPath(friend.players, venue));
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await gotoReady(page, playerPath(me.players, venue));
    await page.getByRole('button', { name: 'This is me' }).click();
    await expect(page.getByRole('button', { name: 'Not me' })).toBeVisible();
    await gotoReady(page, '/');
    await expect(page.getByText('Next time, what changed since this visit shows here.')).toBeVisible();
  });

  // "Me" goes past the friend.
  await ingest(request, [
    await raiseTotal(request, me.players, venue, friend.local_score - me.local_score + 1_000),
  ]);

  await test.step('two hours on, on a slow phone: the placeholder, then the figures from the small answer', async () => {
    // The last visit, two hours back on the device (the page's own clock stays real: its timings
    // are read below).
    await page.evaluate(() => {
      const memory = JSON.parse(localStorage.getItem('lastVisit') ?? '{}');
      memory.latest.at -= 2 * 3_600_000;
      localStorage.setItem('lastVisit', JSON.stringify(memory));
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 75_000,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every shift of the layout as the page loads (the card must not push the page down).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Reflect.set(window, '__shifts', shifts);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!e.hadRecentInput) shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'commit' });
    const placeholder = page.locator('.my-players--placeholder');
    await expect(placeholder).toBeVisible();
    const card = yourSummary(page);
    await expect(card.getByText(`#`, { exact: false }).first()).toBeVisible();
    await expect(card.locator('.my-players__figures')).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    const timings = await page.evaluate(() => {
      const of = (part: string) =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.name.includes(part)) as PerformanceResourceTiming[];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        day: of('/day').map((r) => ({ start: r.startTime, end: r.responseEnd })),
        firstScript: Math.min(...of('/_astro/').map((r) => r.startTime)),
        data: of('/location/')
          .filter((r) => !r.name.endsWith('/day'))
          .map((r) => r.startTime),
        fcp,
        now: performance.now(),
        shifts: (Reflect.get(window, '__shifts') as number[]).reduce((a, b) => a + b, 0),
      };
    });
    // Asked for once, by the page's head, before any script; the card used that answer.
    expect(timings.day).toHaveLength(1);
    expect(timings.day[0]?.start ?? Infinity).toBeLessThan(timings.firstScript);
    // The player's whole data (for "since your last visit") only after the card had its figures.
    for (const start of timings.data) expect(start).toBeGreaterThanOrEqual(timings.day[0]?.end ?? Infinity);
    // Nothing moved as the card arrived ("good" is below 0.1).
    expect(timings.shifts).toBeLessThan(0.1);
    info.annotations.push({
      type: 'first paint to the card',
      description: `${Math.round(timings.now - timings.fcp)} ms at most (first paint at ${Math.round(timings.fcp)} ms)`,
    });
  });

  await test.step('since my last visit: the friend I passed, every line a link', async () => {
    const since = page.getByRole('region', { name: /Since your last visit/ });
    await expect(since.getByRole('link', { name: `You passed: ${friend.players}` })).toHaveAttribute(
      'href',
      '/friends',
    );
    const lines = since.getByRole('listitem');
    expect(await lines.count()).toBeGreaterThan(1);
    for (const line of await lines.all()) await expect(line.getByRole('link')).toHaveCount(1);
  });
});
