import { expect, test } from '@playwright/test';
import { classicUrl, openClassic, useOldUI } from './classic';
import { worldLeader } from './players';

test.beforeEach(async ({ page }) => {
  await useOldUI(page);
});

interface Board {
  today: Array<{ players: string; rank: number; local_score: number; playerRank: number; city?: string }>;
}

const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);

test.describe('older UI: leaderboards', () => {
  test("lists the venue's board: position, rank image, name and score, the shown player highlighted", async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const board = (await (
      await request.get(`/api/leaderboards/${encodeURIComponent(leader.city)}`)
    ).json()) as Board;
    await openClassic(page, classicUrl(leader.name, leader.locationId, 'leaderboard'));
    await expect(page.getByRole('heading', { level: 2, name: 'Leaderboards' })).toBeVisible();
    const table = page.getByRole('table', { name: `${leader.city} Leaderboard` });
    await expect(table.locator('thead th')).toHaveText(['#Position', 'Rank image', 'Name', 'Score']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(board.today.length);
    for (const [i, entry] of board.today.slice(0, 3).entries()) {
      const row = rows.nth(i);
      await expect(row.locator('td').first()).toHaveText(String(entry.rank));
      await expect(row.getByRole('img', { name: new RegExp(`^Rank ${entry.playerRank} `) })).toBeVisible();
      await expect(row.getByRole('link')).toHaveText(entry.players);
      await expect(row.locator('td').last()).toHaveText(n(entry.local_score));
    }
    await expect(table.locator('tr.is-current')).toHaveCount(1);
    await expect(table.locator('tr.is-current')).toContainText(`${leader.name} (shown player)`);
  });

  test('adds the location on the world board, and a name opens that player', async ({ page, request }) => {
    const leader = await worldLeader(request);
    const board = (await (await request.get('/api/leaderboards/world')).json()) as Board;
    await openClassic(page, classicUrl(leader.name, leader.locationId, 'world-leaderboard'));
    const table = page.getByRole('table', { name: 'World Leaderboard' });
    await expect(table.locator('thead th')).toHaveText([
      '#Position',
      'Rank image',
      'Name',
      'Location',
      'Score',
    ]);
    const second = board.today[1];
    if (!second) throw new Error('The world board has fewer than two players');
    const row = table.locator('tbody tr').nth(1);
    await expect(row).toContainText(second.players);
    await expect(row).toContainText(second.city ?? '');
    await row.getByRole('link', { name: second.players }).click();
    await expect(page.getByRole('heading', { level: 1, name: second.players })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
  });
});
