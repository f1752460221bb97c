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
