import { expect, type Locator, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { useOldUI } from './classic';
import { gotoReady } from './hydration';
import { seededNames, worldLeader } from './players';
import { widthOf } from './projects';

/**
 * Tap targets of at least 44 px on a phone (board rows, switches, menu rows), the AGL history as
 * cards there, and nothing past the screen's edge at 320 px.
 */
const TAP = 44;
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

interface Team {
  season: number;
  name: string;
  locationId: number;
  players: string[];
}

/** A seeded player in a season 2 team at the team's venue; the longest names when asked. */
async function teamPlayer(page: Page, longest = false): Promise<{ name: string; team: Team; teams: number }> {
  const teams = (await (await page.request.get('/api/agl/teams')).json()) as Team[];
  const seeded = new Set(seededNames());
  const candidates = teams
    .filter((t) => t.season === 2)
    .flatMap((team) => team.players.filter((p) => seeded.has(p)).map((name) => ({ name, team })));
  if (longest)
    candidates.sort(
      (a, b) =>
        b.team.name.length +
        b.team.players.join().length -
        (a.team.name.length + a.team.players.join().length),
    );
  const pick = candidates[0];
  if (!pick) throw new Error('no seeded player in a season 2 team');
  return { ...pick, teams: teams.filter((t) => t.players.includes(pick.name)).length };
}

test.describe('tap targets', { tag: '@phone' }, () => {
  test('a board row is one link of at least 44 px, from the name to the score', async ({ page, request }) => {
    const leader = await worldLeader(request);
    for (const screen of ['leaderboard', 'world-leaderboard'] as const) {
      await gotoReady(page, playerPath(leader.name, leader.locationId, screen));
      const rows = page.locator('table.leaderboard tbody tr');
      expect(await rows.count()).toBeGreaterThan(5);
      for (const i of [0, 1, 5]) {
        const row = rows.nth(i);
        // One link per row, nothing else to tab to inside it.
        await expect(row.getByRole('link')).toHaveCount(1);
        await expect(row.locator('button, input, select, [tabindex]')).toHaveCount(0);
        const rowBox = await box(row);
        expect(rowBox.height).toBeGreaterThanOrEqual(TAP);
        // A tap on the score, at the far end of the row, lands on the row's link.
        const score = await box(row.locator('td').last());
        const href = await row.getByRole('link').getAttribute('href');
        const hit = await page.evaluate(
          ([x, y]) =>
            (
              document.elementFromPoint(x ?? 0, y ?? 0)?.closest('a') as HTMLAnchorElement | null
            )?.getAttribute('href'),
          [score.x + score.width / 2, score.y + score.height / 2],
        );
        expect(hit, screen).toBe(href);
      }
    }
    // And it opens that player's summary.
    const row = page.locator('table.leaderboard tbody tr').nth(1);
    const href = (await row.getByRole('link').getAttribute('href')) ?? '';
    await row.scrollIntoViewIfNeeded();
    const score = await box(row.locator('td').last());
    await page.mouse.click(score.x + score.width / 2, score.y + score.height / 2);
    await expect(page).toHaveURL(href);
  });

  test('the switches and the menu rows are at least 44 px tall', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'games'));
    const switches = page.getByRole('switch');
    await expect(switches.first()).toBeVisible();
    for (const s of await switches.all()) {
      const b = await box(s);
      expect(b.height).toBeGreaterThanOrEqual(TAP);
      expect(b.width).toBeGreaterThanOrEqual(TAP);
    }
    // The label turns the switch too.
    const first = switches.first();
    const before = await first.getAttribute('aria-checked');
    await page.locator('.switch label').first().click();
    await expect(first).not.toHaveAttribute('aria-checked', before ?? '');

    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: /menu/i }).filter({ visible: true });
    const items = menu.locator('.side-menu__item');
    expect(await items.count()).toBeGreaterThan(8);
    for (const item of await items.all()) expect((await box(item)).height).toBeGreaterThanOrEqual(TAP);
  });

  test('the AGL history is cards on a phone, a table on a desktop', async ({ page }) => {
    const { name, team, teams } = await teamPlayer(page);
    await gotoReady(page, playerPath(name, team.locationId));
    const history = page.getByRole('region', { name: 'AGL History' });
    const cards = history.getByRole('listitem');
    const table = history.getByRole('table');
    if (isPhone(page)) {
      await expect(cards).toHaveCount(teams);
      await expect(table).toBeHidden();
      const card = cards.filter({ hasText: team.name }).first();
      await expect(card.getByText('Final Placement')).toBeVisible();
      await expect(card.getByText('Division', { exact: true })).toBeVisible();
      expect(await history.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    } else {
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(teams + 1);
      await expect(cards.first()).toBeHidden();
    }
  });
});

/** The elements under `within` that reach past the screen's right (or left) edge. */
async function pastTheEdge(page: Page, within: string): Promise<string[]> {
  return page.locator(within).evaluateAll((roots) => {
    const width = document.documentElement.clientWidth;
    return roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5);
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.slice(0, 30)}`),
    );
  });
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('at 320 px', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 320, height: 800 } });
  // A phone's width: the phone project (touch, a phone's screen) is the one to run it.
  test.beforeEach(({ page: _ }, info) =>
    test.skip(
      widthOf(info) !== 'phone',
      'a phone width: the phone project runs it, the desktop one would repeat it',
    ),
  );

  test('the team line stays on the screen, long names and all', async ({ page }) => {
    const { name, team } = await teamPlayer(page, true);
    await gotoReady(page, playerPath(name, team.locationId));
    await expect(page.locator('.summary__league')).toBeVisible();
    expect(await pastTheEdge(page, '.summary__hero')).toEqual([]);
    expect(await pastTheEdge(page, '.summary__history')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  for (const ui of ['newer', 'older'] as const) {
    test(`the strategy game's lives and resets stay on the screen (${ui} UI)`, async ({ page }) => {
      const oldUI = ui === 'older' ? useOldUI : async () => {};
      await oldUI(page);
      await gotoReady(page, '/strategy/1');
      const resetWave = page.getByRole('button', { name: 'Reset Wave' });
      await expect(resetWave).toBeVisible();
      expect(await pastTheEdge(page, '.strategy-hud, .strategy__controls')).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      // Each reset keeps its words on one line, and every key is a tap target.
      for (const reset of [resetWave, page.getByRole('button', { name: 'Reset Game' })]) {
        const lines = await reset.evaluate((el) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
          }
          return tops.size;
        });
        expect(lines).toBe(1);
        expect((await box(reset)).height).toBeGreaterThanOrEqual(TAP);
      }
      for (const key of await page.locator('.strategy-pad button').all())
        expect((await box(key)).height).toBeGreaterThanOrEqual(TAP);
    });
  }
});
