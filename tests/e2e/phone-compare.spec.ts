// Why a browser: the comparison panel is a bottom sheet in a real modal dialog on a phone and a
// panel beside the tables on a desktop, the compared tables' layout (one game per row, a sticky
// level column) is the stylesheet's, the type-ahead is the browser's own datalist fed by the real
// API, and axe checks the compared view's scroll areas. What the comparisons draw and explain is
// tests/islands/player-area.test.tsx (and stores.test.tsx, compare-type-ahead.test.tsx).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { venueName, worldLeader } from './players';
import { widthOf } from './projects';

/** The comparison panel: in its bottom sheet on a phone (opened here), beside the tables on a desktop. */
async function openPanel(page: Page, phone: boolean) {
  if (!phone) return page.locator('.games__compare .compare-panel');
  await expect(page.locator('.games__compare .compare-panel')).toBeHidden();
  await page.getByRole('button', { name: /^Compare/ }).click();
  const sheet = page.getByRole('dialog', { name: /^Compare with players/ });
  await expect(sheet).toBeVisible();
  // A bottom sheet: it rests on the bottom of the screen.
  const box = await sheet.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(page.viewportSize()?.height);
  return sheet;
}

/** Names on a venue's board. */
async function boardNames(request: APIRequestContext, venue: string) {
  const res = await request.get(`/api/leaderboards/${encodeURIComponent(venue)}`);
  return ((await res.json()) as { today: Array<{ players: string }> }).today.map((e) => e.players);
}

test.describe('comparing at this width', { tag: '@phone' }, () => {
  test('offers the venue’s players as you type, compares in one column with a sticky level column, then with yesterday as deltas', async ({
    page,
    request,
  }, info) => {
    const phone = widthOf(info) === 'phone';
    const leader = await worldLeader(request);
    const venue = await venueName(request, leader.locationId);
    const second = (await boardNames(request, venue)).find((name) => name !== leader.name) ?? '';
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    const table = page.locator('.score-tables__game').first();

    await test.step('a named player from the type-ahead, in one column of games', async () => {
      const panel = await openPanel(page, phone);
      const names = panel.getByLabel('Players (separate names with ;)');
      // The type-ahead offers the venue's players like the name being typed.
      await names.fill(second.slice(0, -1));
      await expect(panel.locator(`datalist option[value="${second}"]`)).toHaveCount(1);
      await names.fill(second);
      await panel.getByRole('button', { name: 'Search' }).click();
      if (phone) await expect(panel).toBeHidden();
      await expect(table.locator('thead th')).toHaveText(['Level', leader.name, second, 'Top Score']);
      // One game per row, the level column sticky, the table's scroll area reachable by keyboard.
      const columns = await page
        .locator('.score-tables__games')
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(1);
      await expect(table.locator('tbody th').first()).toHaveCSS('position', 'sticky');
      await expect(table.getByRole('region', { name: /scores$/ })).toHaveAttribute('tabindex', '0');
      // Where each is just ahead, above the tables: within the screen, its levels links to their boards.
      const duels = page.getByRole('region', { name: `Where to beat ${second}` });
      await expect(duels.getByRole('heading', { level: 3 })).toHaveText([
        `Levels where ${second} is just ahead of ${leader.name}`,
        `Levels where ${leader.name} is just ahead of ${second}`,
      ]);
      const link = duels.getByRole('link').first();
      await expect(link).toHaveAttribute('href', /^level\/\d+\/\d+$/);
      const box = await duels.boundingBox();
      expect(
        (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (page.viewportSize()?.width ?? 0),
      ).toBe(true);
      await expect(page.locator('.score-tables__leads').first()).toHaveText(
        new RegExp(`^${second} ahead on \\d+ · ${leader.name} on \\d+$`),
      );
    });

    await test.step('removed again, and compared with yesterday as a change column', async () => {
      const panel = await openPanel(page, phone);
      await panel.getByRole('button', { name: `Remove ${second}` }).click();
      await expect(table.locator('thead th')).toHaveText(['Level', 'Score', 'Top Score']);
      await panel.getByRole('switch', { name: 'Compare with yesterday' }).click();
      await expect(table.locator('thead th')).toContainText(['Change from Yesterday']);
      // Each row's change is a difference marker (an arrow and an amount, or none), not a raw score.
      const changes = table.locator('tbody tr td:nth-of-type(2)');
      await expect(changes.first().locator('.difference')).toHaveCount(1);
      await expect(changes.filter({ has: page.locator('.difference') })).toHaveCount(await changes.count());
    });

    if (!phone)
      await test.step('every scroll area of the compared view is reachable by keyboard (axe)', async () => {
        await expect(page.locator('.score-tables--comparing')).toBeVisible();
        // Evaluated as the test's own script: the page's Content-Security-Policy stays as it is.
        await page.evaluate(
          readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
        );
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }
          ).axe;
          return (await axe.run({ runOnly: ['scrollable-region-focusable'] })).violations;
        });
        expect(violations).toEqual([]);
      });
  });
});
