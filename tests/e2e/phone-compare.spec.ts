import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { playerWithVenues, venueName, worldLeader } from './players';

/** Comparing on a phone: a bottom sheet, type-ahead, explained refusals, tables made to compare. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** The comparison panel: in its bottom sheet on a phone (opened here), beside the tables on a desktop. */
async function openPanel(page: Page) {
  if (!isPhone(page)) return page.locator('.games__compare .compare-panel');
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
async function boardNames(request: import('@playwright/test').APIRequestContext, venue: string) {
  const res = await request.get(`/api/leaderboards/${encodeURIComponent(venue)}`);
  return ((await res.json()) as { today: Array<{ players: string }> }).today.map((e) => e.players);
}

test.describe('compare on a phone', { tag: '@phone' }, () => {
  test('offers the venue’s players as you type, compares in one column with a sticky level column', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const venue = await venueName(request, leader.locationId);
    const second = (await boardNames(request, venue))[1] ?? '';
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    const panel = await openPanel(page);
    const names = panel.getByLabel('Players (separate names with ;)');
    // The type-ahead offers the venue's players like the name being typed.
    await names.fill(second.slice(0, -1));
    await expect(panel.locator(`datalist option[value="${second}"]`)).toHaveCount(1);
    await names.fill(second);
    await panel.getByRole('button', { name: 'Search' }).click();
    if (isPhone(page)) await expect(panel).toBeHidden();
    const table = page.locator('.score-tables__game').first();
    await expect(table.locator('thead th')).toHaveText(['Level', leader.name, second, 'Top Score']);
    // One game per row, the level column sticky, the table's scroll area reachable by keyboard.
    const columns = await page
      .locator('.score-tables__games')
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
    await expect(table.locator('tbody th').first()).toHaveCSS('position', 'sticky');
    const region = table.getByRole('region', { name: /scores$/ });
    await expect(region).toHaveAttribute('tabindex', '0');
  });

  test('explains a name that plays elsewhere, and compares there from the explanation', async ({
    page,
    request,
  }) => {
    const traveller = await playerWithVenues(request, { count: 1 });
    const here = traveller.venues[0] ?? { id: 0, name: '' };
    const venues = (await (await request.get('/api/activate/locations')).json()) as Array<{
      id: number;
      name: string;
    }>;
    // A player of another venue who does not play here.
    let away: { name: string; venue: { id: number; name: string } } | undefined;
    for (const v of venues.filter((v) => v.id !== here.id)) {
      for (const name of (await boardNames(request, v.name)).slice(0, 10)) {
        const theirs = (await (
          await request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`)
        ).json()) as Array<{ id: number }>;
        if (!theirs.some((t) => t.id === here.id)) away = { name, venue: v };
        if (away) break;
      }
      if (away) break;
    }
    if (!away) throw new Error('No player of another venue only');
    await gotoReady(page, `${playerPath(traveller.name, here.id, 'games')}?closed=`);
    const panel = await openPanel(page);
    await panel.getByLabel('Players (separate names with ;)').fill(away.name);
    await panel.getByRole('button', { name: 'Search' }).click();
    const problems = panel.getByRole('list', { name: 'Not compared' });
    await expect(problems).toContainText(`${away.name} plays at`);
    await expect(problems).toContainText('— compare there');
    await problems.getByRole('button', { name: `Compare at ${away.venue.name}` }).click();
    await expect(problems).toBeHidden();
    await expect(page.locator('.score-tables__game').first().locator('thead th')).toContainText([away.name]);
  });

  test('compares with yesterday as a change column of deltas', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    const panel = await openPanel(page);
    await panel.getByRole('switch', { name: 'Compare with yesterday' }).click();
    const table = page.locator('.score-tables__game').first();
    await expect(table.locator('thead th')).toContainText(['Change from Yesterday']);
    // Each row's change is a difference marker (an arrow and an amount, or none), not a raw score.
    const changes = table.locator('tbody tr td:nth-of-type(2)');
    await expect(changes.first().locator('.difference')).toHaveCount(1);
    await expect(changes.filter({ has: page.locator('.difference') })).toHaveCount(await changes.count());
  });
});

test.describe('compare view accessibility', () => {
  test.use({ bypassCSP: true });

  test('every scroll area of the compare view is reachable by keyboard (axe)', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    await page.getByRole('switch', { name: 'Compare with other locations' }).click();
    await page.getByRole('switch', { name: 'Compare with yesterday' }).click();
    await expect(page.locator('.score-tables--comparing')).toBeVisible();
    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
        .axe;
      const result = await axe.run({ runOnly: ['scrollable-region-focusable'] });
      return result.violations;
    });
    expect(violations).toEqual([]);
  });
});
