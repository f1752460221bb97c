import { expect, test } from '@playwright/test';
import { gotoReady } from './hydration';

test.describe('Tournament of Champions 2026 demo', () => {
  test('shows a sample board of 8 games and 8 players, two or three of them anonymous', async ({ page }) => {
    await gotoReady(page, '/toc?seed=2026');
    const board = page.getByRole('table', { name: 'Sample leaderboard' });
    const headers = board.locator('thead th');
    await expect(headers).toHaveCount(11);
    await expect(headers.first()).toHaveText('#');
    await expect(headers.nth(1)).toHaveText('Player');
    await expect(headers.last()).toHaveText('Total');
    const rows = board.locator('tbody tr');
    await expect(rows).toHaveCount(8);
    const names = await board.locator('tbody th').allTextContents();
    expect(names).toHaveLength(8);
    const hidden = names.filter((n) => /^Anonymous #\d+$/.test(n));
    expect([2, 3]).toContain(hidden.length);
    expect(hidden).toEqual(hidden.map((_, i) => `Anonymous #${i + 1}`));
    // Each row's total is the sum of its eight scores, and the best total comes first.
    const totals: number[] = [];
    for (let i = 0; i < 8; i++) {
      const cells = (await rows.nth(i).locator('td').allTextContents()).map((t) =>
        Number(t.replace(/,/g, '')),
      );
      expect(cells).toHaveLength(10);
      const scores = cells.slice(1, 9);
      expect(cells[9]).toBe(scores.reduce((a, b) => a + b, 0));
      totals.push(cells[9] ?? 0);
    }
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // The same seed gives the same board.
    await page.reload();
    expect(await board.locator('tbody th').allTextContents()).toEqual(names);
  });

  test("'New sample' rolls a new board, kept in the address", async ({ page }) => {
    await gotoReady(page, '/toc?seed=2026');
    const board = page.getByRole('table', { name: 'Sample leaderboard' });
    const before = await board.locator('tbody').textContent();
    await page.getByRole('button', { name: 'New sample' }).click();
    await expect(page).not.toHaveURL(/seed=2026$/);
    await expect(board.locator('tbody')).not.toHaveText(before ?? '');
    await expect(board.locator('tbody tr')).toHaveCount(8);
    expect([2, 3]).toContain(
      await board
        .locator('tbody th')
        .filter({ hasText: /^Anonymous #\d+$/ })
        .count(),
    );
    const shown = await board.locator('tbody').textContent();
    await page.reload();
    await expect(board.locator('tbody')).toHaveText(shown ?? '');
  });

  test('hides 30% of the names on average over many samples', async ({ page }) => {
    await gotoReady(page, '/toc?seed=1');
    const samples = 200;
    // Rolled in the page: each 'New sample' click, once the new board shows, counts its anonymous names.
    const counts = await page.evaluate(async (n) => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('New sample'),
      );
      const seed = () => document.querySelector('.toc__note strong')?.textContent;
      const out: number[] = [];
      for (let i = 0; i < n; i++) {
        const before = seed();
        button?.click();
        for (let wait = 0; seed() === before && wait < 200; wait++)
          await new Promise((r) => setTimeout(r, 5));
        out.push(document.querySelectorAll('.toc__table tbody .is-anonymous').length);
      }
      return out;
    }, samples);
    expect(counts).toHaveLength(samples);
    for (const c of counts) expect([2, 3]).toContain(c);
    const share = counts.reduce((a, b) => a + b, 0) / (samples * 8);
    // 30% of 8 names: 2.4 on average. Rounding to 2 every time would give 25%.
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
  });
});
