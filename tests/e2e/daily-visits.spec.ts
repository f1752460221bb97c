import { expect, test } from '@playwright/test';
import { gotoReady } from './hydration';
import { playerWithVenues } from './players';

const row = (i: number, count: number) => ({
  playerName: `Player${i}`,
  count,
  locationId: 1 + (i % 3),
  locationName: `Venue ${1 + (i % 3)}`,
});

test.describe('the daily visits block', () => {
  test('shows at most 20 rows per card, the most counted first, whatever the API sends', async ({ page }) => {
    // 25 rows in no order on one card, 3 on the other.
    const searched = Array.from({ length: 25 }, (_, i) => row(i, (i * 7) % 25));
    const compared = [row(30, 1), row(31, 9), row(32, 4)];
    await page.route('**/api/stats/daily', (route) =>
      route.fulfill({
        json: { day: '2026-11-20', visitsCount: 5, searchedPlayers: searched, comparedPlayers: compared },
      }),
    );
    await gotoReady(page, '/');
    const counts = async (card: string) =>
      (await page.getByRole('region', { name: card }).locator('.daily-visits__count').allTextContents()).map(
        Number,
      );
    await expect(page.getByRole('region', { name: 'Most Searched' }).getByRole('link')).toHaveCount(20);
    const shown = await counts('Most Searched');
    expect(shown).toEqual([...searched.map((r) => r.count)].sort((a, b) => b - a).slice(0, 20));
    expect(await counts('Most Compared')).toEqual([9, 4, 1]);
  });

  test("tells apart one player's rows at two venues by the venue", async ({ page, request }) => {
    const player = await playerWithVenues(request, { atLeast: 2 });
    const [a, b] = player.venues;
    if (!a || !b) throw new Error('no player at two venues');
    // Compared often enough at each venue to be among today's most compared.
    for (const venue of [a, b])
      for (let i = 0; i < 8; i++)
        await request.get(
          `/data/locations/${venue.id}/processed-compareplayers/${encodeURIComponent(player.name)}`,
        );
    await gotoReady(page, '/');
    const rows = page
      .getByRole('region', { name: 'Most Compared' })
      .getByRole('link')
      .filter({ has: page.locator('.daily-visits__name', { hasText: new RegExp(`^${player.name}$`) }) });
    await expect(rows).toHaveCount(2);
    const venues = await rows.locator('.daily-visits__venue').allTextContents();
    expect(venues.sort()).toEqual([a.name, b.name].sort());
  });

  test("keeps 'Switch to the classic view' when the API has no statistics (null)", async ({ page }) => {
    await page.route('**/api/stats/daily', (route) => route.fulfill({ json: null }));
    await gotoReady(page, '/');
    await expect(page.getByRole('button', { name: 'Switch to the classic view' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Daily Visits/ })).toHaveCount(0);
  });
});
