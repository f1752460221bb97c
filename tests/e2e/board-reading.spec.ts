// Why a browser: what each width shows of a board (the shield's legend, the Change column or the
// move beside the rank, the city beside or under the name), its header kept in view by the
// stylesheet, each row a 44 px link that a tap on the score follows, the row highlighted by the
// page's own inline script (under its Content-Security-Policy hash), the history chart answering
// a tap and a key, the summary's jump under a phone's sticky bar, the league as cards on a phone,
// and no page wider than the screen. The boards' markup and texts are tests/pages/boards.test.ts,
// board-changes.test.ts and summary.test.ts.

import { expect, type Locator, type Page, test } from '@playwright/test';
import type { PlayerHistory } from '../../src/contract/schemas/history';
import type { Leaderboard } from '../../src/contract/schemas/leaderboards';
import { pointText } from '../../src/domain/history';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { venueName, worldLeader } from './players';
import { widthOf } from './projects';

const TAP = 44;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/** Nothing scrolls the whole page sideways. */
async function fitsWidth(page: Page, what: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, what).toBeLessThanOrEqual(client);
}

/** Rows 1, 2 and 6 of the board shown: one link each, 44 px tall, and a tap on the score lands on it. */
async function rowsAreTapTargets(page: Page, screen: string): Promise<void> {
  const rows = page.locator('table.leaderboard tbody tr');
  expect(await rows.count()).toBeGreaterThan(5);
  // From the top of the board, as a board opens.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const i of [0, 1, 5]) {
    const row = rows.nth(i);
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('link')).toHaveCount(1);
    expect((await box(row)).height).toBeGreaterThanOrEqual(TAP);
    const score = await box(row.locator('td').last());
    const href = await row.getByRole('link').getAttribute('href');
    const hit = await page.evaluate(
      ([x, y]) =>
        (document.elementFromPoint(x ?? 0, y ?? 0)?.closest('a') as HTMLAnchorElement | null)?.getAttribute(
          'href',
        ),
      [score.x + score.width / 2, score.y + score.height / 2],
    );
    expect(hit, screen).toBe(href);
  }
}

/** The `i`th point (negative from the end); a test without it has nothing to look at. */
function nth(points: PlayerHistory['points'], i: number) {
  const point = points.at(i);
  if (!point) throw new Error(`no point ${i}`);
  return point;
}

test.describe('reading the boards', { tag: '@phone' }, () => {
  test("a leader's venue board and the world's at this width, their summary from a tap on the row, and the league", async ({
    page,
    request,
    isMobile,
  }, info) => {
    const phone = widthOf(info) === 'phone';
    const leader = await worldLeader(request);
    const venue = await venueName(request, leader.locationId);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));

    await test.step("the venue's board: the player's row marked, which number is which, the header in view all the way down", async () => {
      const current = page.locator('tr[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(leader.name);
      // The shield (the player's rank by points) and the place stand side by side only where the
      // shield shows: a desktop. A phone keeps the position's change beside the rank instead of a column.
      await expect(
        page.getByText("The shield is the player's rank: one for every 25,000 points."),
      ).toBeVisible({
        visible: !isMobile,
      });
      await expect(page.getByRole('columnheader', { name: 'Change' })).toBeVisible({ visible: !phone });
      const rank = page.locator('tbody tr').first().locator('td.leaderboard__rank');
      await expect(rank.locator('.leaderboard__move .difference')).toBeVisible({ visible: phone });

      const header = page.locator('table.leaderboard thead th').nth(1);
      const views = page.locator('.board-views');
      await page.locator('table.leaderboard tbody tr').last().scrollIntoViewIfNeeded();
      await expect(header).toBeInViewport();
      // The Everyone | Friends switch stays in view down the board: under the phone's menu bar, at
      // the top of the window on a desktop; the header row right under it.
      await expect(views.getByRole('link', { name: 'Friends' })).toBeInViewport();
      const switchBox = await views.boundingBox();
      expect(Math.round(switchBox?.y ?? -1)).toBe(isMobile ? 61 : 0);
      expect(Math.round((await header.boundingBox())?.y ?? -1)).toBe(
        Math.round((switchBox?.y ?? 0) + (switchBox?.height ?? 0)),
      );

      // Each row shows its place's mark once (the Change column, or beside the rank on a phone);
      // the score carries a mark only when it changed.
      const marks = await page.locator('table.leaderboard tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          shown: [...tr.querySelectorAll('.difference')].filter(
            (d) => (d as HTMLElement).offsetParent !== null,
          ).length,
          unchanged:
            tr.querySelector('.difference--same') !== null &&
            tr.querySelector('.leaderboard__score + .difference') === null,
        })),
      );
      const unchanged = marks.filter((m) => m.unchanged);
      expect(unchanged.length).toBeGreaterThan(0);
      expect(unchanged.map((m) => m.shown)).toEqual(unchanged.map(() => 1));
      await rowsAreTapTargets(page, 'leaderboard');
      await fitsWidth(page, 'leaderboard');
    });

    await test.step('a player halfway down opens the board at their row, the Everyone | Friends switch in view', async () => {
      const board = (await (
        await request.get(`/api/leaderboards/${leader.locationId}`)
      ).json()) as Leaderboard;
      const middle = board.today[Math.floor(board.today.length / 2)];
      if (!middle) throw new Error('an empty board');
      await gotoReady(page, playerPath(middle.players, leader.locationId, 'leaderboard'));
      await expect(page.locator('tr[aria-current="true"]')).toBeInViewport();
      await expect(page.locator('.board-views').getByRole('link', { name: 'Friends' })).toBeInViewport();
    });

    await gotoReady(page, playerPath(leader.name, leader.locationId, 'world-leaderboard'));
    await test.step("the world's board: the city beside the name or in its column, names on one line", async () => {
      const first = page.locator('tbody tr').first();
      if (phone) {
        // Four columns left a name seven characters wide: the city goes under the name instead.
        await expect(page.getByRole('columnheader', { name: 'Name · Location' })).toBeVisible();
        await expect(first.locator('.leaderboard__city')).toHaveText(leader.city);
        await expect(first.locator('.leaderboard__city')).toBeVisible();
        await expect(first.locator('td.col-wide')).toBeHidden();
      } else {
        await expect(page.getByRole('columnheader', { name: 'Location', exact: true })).toBeVisible();
        // The city, as the API and the older UI name it (not the venue: 'London', not 'London Shoreditch').
        await expect(first.locator('td.col-wide')).toHaveText(leader.city);
        await expect(first.locator('td.col-wide')).toBeVisible();
        await expect(first.locator('.leaderboard__city')).toBeHidden();
      }
      // The place is named once on the screen, whichever way.
      await expect(first.locator('bdi', { hasText: venue }).filter({ visible: true })).toHaveCount(1);
      // No name is broken across lines: each link is one box.
      const boxes = await page
        .locator('tbody tr td a')
        .evaluateAll((links) => links.slice(0, 20).map((a) => a.getClientRects().length));
      expect(boxes.length).toBeGreaterThan(5);
      expect(boxes).toEqual(boxes.map(() => 1));
      await rowsAreTapTargets(page, 'world-leaderboard');
      await fitsWidth(page, 'world-leaderboard');
    });

    await test.step("a tap on the leader's score opens their summary", async () => {
      const row = page.locator('tbody tr', {
        has: page.getByRole('link', { name: leader.name, exact: true }),
      });
      const href = (await row.getByRole('link').getAttribute('href')) ?? '';
      expect(href).toBe(playerPath(leader.name, leader.locationId));
      await row.scrollIntoViewIfNeeded();
      const score = await box(row.locator('td').last());
      await page.mouse.click(score.x + score.width / 2, score.y + score.height / 2);
      await expect(page).toHaveURL(href);
      await whenReady(page);
    });

    await test.step('the history answers a range, a tap on the chart and a key', async () => {
      const api = `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}/history`;
      const read = async (range: string) =>
        ((await (await request.get(`${api}?range=${range}`)).json()) as PlayerHistory).points;
      const [ninety, all] = [await read('90'), await read('all')];
      expect(all.length).toBeGreaterThan(ninety.length);
      const history = page.getByRole('region', { name: 'History', exact: true });
      await history.scrollIntoViewIfNeeded();
      await history.getByText('History as a table').click();
      const rows = history.getByRole('table').locator('tbody tr');
      await expect(rows).toHaveCount(ninety.length + 1);
      // Every day: more points, the first of them at the chart's left edge.
      await history.getByRole('button', { name: 'All' }).click();
      await expect(history.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expect(rows).toHaveCount(all.length + 1);
      const readout = history.locator('.history__readout');
      const chart = history.getByRole('img', { name: 'Total score by day' });
      const chartBox = await box(chart);
      await chart.click({ position: { x: 2, y: chartBox.height / 2 } });
      await expect(readout).toHaveText(pointText(nth(all, 0)));
      // And by keyboard: the next day.
      await history.getByRole('figure').focus();
      await page.keyboard.press('ArrowRight');
      await expect(readout).toHaveText(pointText(nth(all, 1)));
    });

    await test.step("'What to play next' is one tap from the top, its heading clear of a phone's sticky bar", async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: 'What to play next' }).click();
      const heading = page
        .getByRole('region', { name: 'What to play next' })
        .getByRole('heading', { name: 'What to play next' });
      await expect(heading).toBeInViewport();
      const barBottom = await page
        .locator('.side-menu__bar')
        .first()
        .evaluate((e) => (getComputedStyle(e).position === 'sticky' ? e.getBoundingClientRect().bottom : 0));
      if (phone) expect(barBottom).toBeGreaterThan(0);
      expect((await box(heading)).y).toBeGreaterThanOrEqual(barBottom);
      await fitsWidth(page, 'summary');
    });

    await test.step('the league: each team a card on a phone, a table on a desktop, nothing sideways', async () => {
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Player menu' })
        .last()
        .getByRole('link', { name: 'Global League' })
        .click();
      await expect(page).toHaveURL(playerPath(leader.name, leader.locationId, 'global-league'));
      await whenReady(page);
      const wrap = page.locator('.league .table-wrap');
      expect(await wrap.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      const card = page.locator('.league__table tbody tr').first();
      if (phone) {
        // Every column of the table is on the card, the numbers saying what they are.
        await expect(card.locator('td').first()).toHaveText('#1');
        await expect(card.locator('td').first()).toBeVisible();
        await expect(card.getByText(/^Division \d+$/)).toBeVisible();
        await expect(card.getByText(/^Size \d+$/)).toBeVisible();
      } else await expect(page.getByRole('columnheader', { name: 'Division' })).toBeVisible();
      await fitsWidth(page, 'global-league');
    });
  });
});
