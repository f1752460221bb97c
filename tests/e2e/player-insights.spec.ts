import { expect, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelName } from '../../src/domain/figure-context';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { type FeedRecord, ingest } from './ingest';
import { worldLeader } from './players';

/** The page is no wider than the screen (nothing scrolls sideways). */
async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A level of the leader's venue with a top score worth playing for, and the feed record for it. */
async function venueLevel(
  request: Parameters<typeof worldLeader>[0],
  locationId: number,
  leader: string,
  index: number,
) {
  const res = await request.get(
    `/api/activate/players/player/${encodeURIComponent(leader)}/location/${locationId}`,
  );
  const data = (await res.json()) as PlayerData;
  const level = data.scores.filter((s) => s.topScore > 2000)[index];
  if (!level) throw new Error('No level with a top score above 2,000');
  return {
    level,
    record: (player: string, score: number, playedAt: Date): FeedRecord => ({
      player,
      location: data.locationName,
      room: level.roomName,
      game: level.gameName,
      level: level.levelId,
      score,
      playedAt: playedAt.toISOString(),
    }),
  };
}

test.describe('player insights on the summary', () => {
  test("a regular's summary says what to play next and what happened this week", async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    const next = page.getByRole('region', { name: 'What to play next' });
    // One tap from the top of the summary, on a phone as on a desktop.
    await page.getByRole('link', { name: 'What to play next' }).click();
    const heading = next.getByRole('heading', { name: 'What to play next' });
    await expect(heading).toBeInViewport();
    // Not under the sticky menu bar a phone keeps at the top.
    const barBottom = await page
      .locator('.side-menu__bar')
      .first()
      .evaluate((e) => (getComputedStyle(e).position === 'sticky' ? e.getBoundingClientRect().bottom : 0));
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(barBottom);
    const items = next.locator('ol').first().getByRole('listitem');
    await expect(items).toHaveCount(5);
    // Each suggestion: its kind, the level, what it adds, and why.
    const kinds: string[] = [];
    for (const item of await items.all()) {
      await expect(item).toContainText(/Crown in reach|Below par|To improve|New level/);
      await expect(item.locator('.insight__gain')).toHaveText(/^\+[\d,]+$/);
      await expect(item.locator('.insight__why')).toHaveText(/.+about \+[\d,]+$/);
      kinds.push((await item.locator('.insight__badge').textContent()) ?? '');
    }
    // Played levels alongside new ones, not five never-played levels.
    expect(kinds.some((k) => k.includes('New level'))).toBe(true);
    expect(kinds.some((k) => !k.includes('New level'))).toBe(true);
    await expect(next.locator('.insight__lead')).toContainText('what players really added');
    // Each level is a link to its board at the venue.
    const firstLevel = items.first().locator('.insight__level a');
    const [, game = '', level = ''] = /^(.+) L(\d+)$/.exec((await firstLevel.textContent()) ?? '') ?? [];
    await firstLevel.click();
    await expect(page).toHaveURL(new RegExp(`/location/${leader.locationId}/level/\\d+/${level}$`));
    await expect(page).toHaveTitle(new RegExp(`${game} level ${level}`));
    await page.goBack();
    // 'Show more' opens the next suggestions without a script.
    const more = next.getByText(/^Show \d+ more$/);
    await more.click();
    await expect(next.locator('details ol').getByRole('listitem').first()).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent' });
    await expect(recent).toBeVisible();
    await expect(recent.getByRole('listitem').first()).toContainText(
      /New personal best|First score|Top score taken|Top score lost/,
    );
    await fitsWidth(page);
  });

  test('a new player with one score is told which new levels to try, and sees that score', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const { level, record } = await venueLevel(request, leader.locationId, leader.name, 0);
    const name = `Nova ${Date.now().toString(36)}`;
    await ingest(request, [record(name, Math.round(level.topScore * 0.6), new Date(Date.now() - 60_000))]);
    await gotoReady(page, playerPath(name, leader.locationId));
    const next = page.getByRole('region', { name: 'What to play next' });
    const first = next.getByRole('listitem').first();
    await expect(first).toContainText('New level');
    await expect(first.locator('.insight__why')).toHaveText(
      /^Not played yet\. You average 60% of the top on /,
    );
    const recent = page.getByRole('region', { name: 'Recent' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem')).toContainText(levelName(level.gameName, level.levelId));
    await expect(recent.getByRole('listitem')).toContainText(/First score|Top score taken/);
    await fitsWidth(page);
  });

  test('a top score lost this week names the rival who took it', async ({ page, request }) => {
    const leader = await worldLeader(request);
    const { level, record } = await venueLevel(request, leader.locationId, leader.name, 1);
    const suffix = Date.now().toString(36);
    const holder = `Hal ${suffix}`;
    const rival = `Rex ${suffix}`;
    const top = level.topScore + 100_000;
    // Hal held the top before the week began; Rex beats it today.
    await ingest(request, [record(holder, top, new Date(Date.now() - 10 * 86_400_000))]);
    await ingest(request, [record(rival, top + 10, new Date(Date.now() - 60_000))]);
    await gotoReady(page, playerPath(holder, leader.locationId));
    const recent = page.getByRole('region', { name: 'Recent' });
    const lost = recent.getByRole('listitem').filter({ hasText: 'Top score lost' });
    await expect(lost).toContainText(`Lost ${levelName(level.gameName, level.levelId)} to ${rival}`);
    await expect(lost.locator('bdi', { hasText: rival })).toBeVisible();
  });

  test('a player with nothing new this week is pointed to what to play next', async ({ page, request }) => {
    const leader = await worldLeader(request);
    const { level, record } = await venueLevel(request, leader.locationId, leader.name, 2);
    const name = `Quiet ${Date.now().toString(36)}`;
    await ingest(request, [
      record(name, Math.round(level.topScore / 2), new Date(Date.now() - 12 * 86_400_000)),
    ]);
    await gotoReady(page, playerPath(name, leader.locationId));
    await expect(page.getByRole('region', { name: 'Recent' })).toContainText(
      'No new personal bests in the last 7 days — play a level from What to play next.',
    );
  });
});
