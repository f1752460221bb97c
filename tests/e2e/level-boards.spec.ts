import { expect, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { seededNames, worldLeader } from './players';

/**
 * A level's board, opened from the games page: its top 10 with the player's own row highlighted,
 * who holds the record, the player's place and the chain's best, and the way back; and the
 * summary's progress to the next rank and the position's percentiles. At both widths.
 */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

test.describe('level boards', () => {
  test('a level number on the games page opens its board; the player’s row is highlighted; back', {
    tag: '@phone',
  }, async ({ page, request }) => {
    const leader = await worldLeader(request);
    const data = (await (
      await request.get(
        `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
      )
    ).json()) as PlayerData;
    // A level the leader played: their row is on its board.
    const played = data.scores.find((s) => s.highScore > 0);
    if (!played) throw new Error('the leader played nothing');
    const level = played.levelId + 1;
    const games = playerPath(leader.name, leader.locationId, 'games');
    await gotoReady(page, games);
    const game = page.locator(`details.score-tables__game[data-game-id="${played.gameId}"]`);
    // Games are folded on a phone: open the one.
    if (isPhone(page)) await game.locator('summary').click();
    // The level's number is the link, in the level's row of the game's table (named by its caption).
    const link = game
      .getByRole('table', { name: played.gameName })
      .getByRole('row')
      .nth(level)
      .getByRole('link', { name: String(level), exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await whenReady(page);
    await expect(page).toHaveURL(new RegExp(`/level/${played.gameId}/${level}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${played.gameName} level ${level}`);
    await expect(page.getByTestId('level-record')).toHaveText(
      /^Record held by .+ since \d{1,2} [A-Z][a-z]{2} \d{4}: [\d,]+$/,
    );
    await expect(page.getByTestId('level-chain')).toHaveText(
      /^.+ at .+: [\d,]+, since \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(11);
    // The top 10's scores, best first.
    const scores = (await page.locator('table tbody tr td:nth-child(3)').allTextContents()).map((s) =>
      Number(s.replaceAll(',', '')),
    );
    expect(scores.slice(0, 10)).toEqual([...scores.slice(0, 10)].sort((a, b) => b - a));
    // Their row stands out, in the top 10 or under it.
    await expect(page.getByTestId('level-you')).toHaveText(/^You: #\d+ of [\d,]+( — top \d+%)? with [\d,]+$/);
    const own = page.locator('tr[aria-current="true"]');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText(leader.name);
    const place = Number(/#(\d+)/.exec((await page.getByTestId('level-you').textContent()) ?? '')?.[1]);
    await expect(own.locator('td').first()).toHaveText(String(place));
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Back to Games' }).click();
    await expect(page).toHaveURL(new RegExp(`${games.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('a level the player has not played says so and shows the top to beat', async ({ page, request }) => {
    // A seeded player with a level they never played at their venue.
    let found: { name: string; locationId: number; gameId: number; level: number } | undefined;
    for (const name of seededNames().slice(-40)) {
      const venues = await request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`);
      if (!venues.ok()) continue;
      const [venue] = (await venues.json()) as Array<{ id: number }>;
      if (!venue) continue;
      const data = (await (
        await request.get(`/api/activate/players/player/${encodeURIComponent(name)}/location/${venue.id}`)
      ).json()) as PlayerData;
      const unplayed = data.scores.find((s) => s.highScore === 0 && s.topScore > 0);
      if (unplayed) {
        found = { name, locationId: venue.id, gameId: unplayed.gameId, level: unplayed.levelId + 1 };
        break;
      }
    }
    if (!found) throw new Error('no seeded player with an unplayed level');
    await gotoReady(page, levelBoardPath(found.name, found.locationId, found.gameId, found.level));
    await expect(page.getByTestId('level-you')).toHaveText(
      /^You have not played this level yet\. The top to beat: [\d,]+\.$/,
    );
    await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);
  });

  test('an address that names no level is a 404 with a message', async ({ page, request }) => {
    const leader = await worldLeader(request);
    const base = playerPath(leader.name, leader.locationId, 'games').replace(/\/games$/, '');
    const res = await page.goto(`${base}/level/1/11`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Error: Level not found: a game has levels 1 to 10.')).toBeVisible();
  });
});

test.describe('summary progress and percentiles', () => {
  test('under the shield the way to the next rank, beside the position its percentiles', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    const venue = (await page.locator('.venue-chip bdi').textContent())?.trim() ?? '';
    const text = page.locator('.rank-progress__text');
    await expect(text).toHaveText(
      /^Rank \d+ → \d+: \d{1,2}%, [\d,]+ points? to go$|^Rank \d+: Highest rank$/,
    );
    const words = (await text.textContent()) ?? '';
    if (!words.includes('Highest rank')) {
      const bar = page.getByRole('progressbar');
      await expect(bar).toBeVisible();
      const percent = /: (\d+)%/.exec(words)?.[1];
      await expect(bar).toHaveAttribute('aria-valuenow', percent ?? '');
    }
    // The world's leader leads their venue and the chain: the top 1% of both.
    await expect(page.locator('.standing-percentiles')).toHaveText(`top 1% at ${venue}, top 1% of the chain`);
  });
});
