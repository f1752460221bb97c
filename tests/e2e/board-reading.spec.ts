import { expect, test } from '@playwright/test';
import type { Leaderboard } from '../../src/contract/schemas/leaderboards';
import type { CachedProfiles } from '../../src/contract/schemas/players';
import { dayChangeLine } from '../../src/domain/day-change';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { venueName, worldLeader } from './players';

/**
 * A board of a hundred rows, read as a regular does: which number is which, the column headers in
 * view all the way down, and an unchanged player shown quietly.
 */
test.describe('reading a board', { tag: '@phone' }, () => {
  test('says what the shield and the rank are, keeps its headers in view, and marks an unchanged place once', async ({
    page,
    request,
    isMobile,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));
    // The shield (the player's rank by points) and the place stand side by side only where the
    // shield shows: a desktop.
    const legend = page.getByText("The shield is the player's rank: one for every 25,000 points.");
    if (isMobile) await expect(legend).toBeHidden();
    else await expect(legend).toBeVisible();

    const header = page.locator('table.leaderboard thead th').nth(1);
    await page.locator('table.leaderboard tbody tr').last().scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport();
    // Under the phone's menu bar, at the top of the window on a desktop.
    const top = Math.round((await header.boundingBox())?.y ?? -1);
    expect(top).toBe(isMobile ? 61 : 0);

    // Each row has its place's mark (the Change column, or beside the rank on a phone); the score
    // carries a mark only when it changed.
    const rows = page.locator('table.leaderboard tbody tr');
    const marks = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        shown: [...tr.querySelectorAll('.difference')].filter((d) => (d as HTMLElement).offsetParent !== null)
          .length,
        unchanged:
          tr.querySelector('.difference--same') !== null &&
          tr.querySelector('.leaderboard__score + .difference') === null,
      })),
    );
    const unchanged = marks.filter((m) => m.unchanged);
    expect(unchanged.length).toBeGreaterThan(0);
    expect(unchanged.map((m) => m.shown)).toEqual(unchanged.map(() => 1));
  });
});

test.describe("the summary's line for the day", () => {
  test("an untracked player's summary says their place on the board and its change since yesterday's close", async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const venue = await venueName(request, leader.locationId);
    const board = (await (
      await request.get(`/api/leaderboards/${encodeURIComponent(venue)}`)
    ).json()) as Leaderboard;
    // Far down the board, a row that moved if there is one, of a player nobody tracks: the demo
    // tracks the day's most active players too, who may be anywhere on the board.
    const lower = board.today.slice(40);
    const candidates = [...lower.filter((e) => e.positionDifference !== 0 && !e.isNew), ...lower];
    let row: (typeof lower)[number] | undefined;
    for (const candidate of candidates) {
      const path = `/api/activate/players/player/${encodeURIComponent(candidate.players)}/location/${leader.locationId}/cached-profiles`;
      const { cachedProfiles } = (await (await request.get(path)).json()) as CachedProfiles;
      if (!cachedProfiles[venue]) {
        row = candidate;
        break;
      }
    }
    if (!row) throw new Error(`${venue}'s board has no untracked player below its 40th row`);
    await gotoReady(page, playerPath(row.players, leader.locationId));
    await expect(page.getByText('Profile Not Being Tracked')).toBeVisible();
    await expect(page.locator('.summary-day__line')).toHaveText(dayChangeLine(row, venue, row.rank));
    await expect(page.locator('.summary-day__line')).toContainText(`#${row.rank} on the ${venue} board`);
  });
});
