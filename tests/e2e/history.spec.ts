import { expect, test } from '@playwright/test';
import type { PlayerHistory } from '../../src/contract/schemas/history';
import type { PlayerData } from '../../src/contract/schemas/players';
import { formatNumber } from '../../src/domain/format';
import { pointText } from '../../src/domain/history';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { worldLeader } from './players';

/** The `i`th point (negative from the end); a test without it has nothing to look at. */
function nth(points: PlayerHistory['points'], i: number) {
  const point = points.at(i);
  if (!point) throw new Error(`no point ${i}`);
  return point;
}

/** The summary's History: a chart drawn on the server that answers a tap, a key and a range. */
test.describe('the history on the summary', { tag: '@phone' }, () => {
  test('draws the last 90 days, switches range, and shows the figures of a tapped day', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const api = `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}/history`;
    const read = async (range: string) =>
      ((await (await request.get(`${api}?range=${range}`)).json()) as PlayerHistory).points;
    const [ninety, all] = [await read('90'), await read('all')];
    expect(ninety.length).toBeGreaterThan(1);
    const data = (await (await request.get(api.replace(/\/history$/, ''))).json()) as PlayerData;

    await gotoReady(page, playerPath(leader.name, leader.locationId));
    const history = page.getByRole('region', { name: 'History', exact: true });
    await history.scrollIntoViewIfNeeded();
    await expect(history.getByRole('button', { name: '90d' })).toHaveAttribute('aria-pressed', 'true');
    await expect(history.getByRole('img', { name: 'Total score by day' })).toBeVisible();
    await expect(history.getByRole('img', { name: 'Venue position by day' })).toBeVisible();
    await expect(history.getByText(/^Best position #\d+ (on \d{4}-\d{2}-\d{2}|now)$/)).toBeVisible();
    // The chart ends on today's figures, the summary's own, marked as now.
    const readout = history.locator('.history__readout');
    const now = `Now: total ${formatNumber(data.totalScore)}, position #${data.standing}`;
    await expect(readout).toHaveText(now);
    await expect(history.locator('.history__legend').last()).toContainText('now');
    // The table alternative, behind its disclosure: the closed days and now.
    await history.getByText('History as a table').click();
    const rows = history.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(ninety.length + 1);
    await expect(rows.last().locator('td').first()).toHaveText('Now');

    // Every day: more points, the first of them at the chart's left edge.
    await history.getByRole('button', { name: 'All' }).click();
    await expect(history.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(all.length + 1);
    expect(all.length).toBeGreaterThan(ninety.length);
    const chart = history.getByRole('img', { name: 'Total score by day' });
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    await chart.click({ position: { x: 2, y: box.height / 2 } });
    await expect(readout).toHaveText(pointText(nth(all, 0)));

    // And by keyboard: the next day.
    await history.getByRole('figure').focus();
    await page.keyboard.press('ArrowRight');
    await expect(readout).toHaveText(pointText(nth(all, 1)));
  });
});
