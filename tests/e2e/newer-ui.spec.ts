import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { playerWithVenues, venueName, worldLeader } from './players';
import { svgReferences } from './svg-references';

const isPhone = (width: number | undefined) => (width ?? 1280) < 600;

test.describe('summary', () => {
  test('shows the six figures, the tracked state, the rank badge and the league line', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const venue = await venueName(request, leader.locationId);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${leader.name} Summary`);
    await expect(page.getByText('Profile Being Tracked')).toBeVisible();
    for (const label of [
      'Leaderboard Rank',
      `${venue} Score`,
      'Yearly Leaderboard Rank',
      'Yearly Score',
      'Levels',
      'Top scores',
    ]) {
      await expect(page.locator('.summary__line dt', { hasText: label }).first()).toBeVisible();
    }
    const rankLine = page
      .locator('.summary__line')
      .filter({ has: page.locator('dt', { hasText: /^Leaderboard Rank$/ }) });
    await expect(rankLine.locator('.summary__value')).toHaveText('1');
    await expect(page.getByRole('img', { name: /^Rank \d+/ })).toBeVisible();
    // Tracked: every line carries a difference marker (spelled out for screen readers).
    await expect(page.locator('.summary__line .difference')).toHaveCount(6);
  });

  test('explains how to start tracking on an untracked profile, by keyboard too', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { count: 1 });
    await gotoReady(page, playerPath(player.name, player.venues[0]?.id ?? 0));
    const pill = page.getByRole('button', { name: 'Profile Not Being Tracked' });
    await expect(pill).toBeVisible();
    await pill.focus();
    await expect(page.getByRole('tooltip')).toContainText(`/track profile:${player.name}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
    await pill.press('Enter');
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  test('exports the scores as a CSV named after the player and the product', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${leader.name} Arcade Stats.csv`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(lines[0]).toBe(`Player,${leader.name}`);
    expect(lines[4]).toBe('Room,Game,Level,Score,Top Score');
  });

  test('logs and loads nothing for a route without a venue id', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await gotoReady(page, '/player/Someone/location/abc/summary');
    await expect.poll(() => errors.join('\n')).toContain('Missing location id');
    await expect(page.locator('.summary')).toHaveCount(0);
  });
});

test.describe('games', () => {
  test('lists every game with its levels, filters by name, and keeps the totals toggle after a reload', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    // Every game open (a phone folds them by default: phone-games.spec.ts).
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Games');
    const tables = page.locator('.score-tables__game');
    const all = await tables.count();
    expect(all).toBeGreaterThan(5);
    await expect(tables.first().locator('tbody tr')).toHaveCount(10);

    await page.getByPlaceholder('Filter game...').fill('FLASH mines');
    await expect(tables).toHaveCount(1);
    await expect(tables.first().locator('caption')).toHaveText('Flash Mines');
    await page.getByPlaceholder('Filter game...').fill('');
    await expect(tables).toHaveCount(all);

    const totals = page.locator('.score-tables tfoot').first();
    await expect(totals).toBeHidden();
    await page.getByRole('switch', { name: 'Show Total Scores' }).click();
    await expect(totals).toBeVisible();
    await page.reload();
    await expect(page.locator('.score-tables tfoot').first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show Total Scores' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('showTotalScorePerGame'))).toBe('true');
  });

  test('marks a score that reaches the top score in green, with words too', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    const top = page.locator('td.cell--top').first();
    await expect(top).toBeVisible();
    await expect(top).toContainText('(top score)');
  });

  test('shows differences from the cached profile for a tracked player, and the toggle hides them', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'games'));
    const toggle = page.getByRole('switch', { name: 'Show Differences From Cached Profile' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(() => localStorage.getItem('showDifferencesFromCachedProfile'))).toBe('false');
    await expect(page.locator('.level-diff').first()).toBeHidden();
  });

  // A desktop's panel; a phone compares from its own sheet (phone-compare.spec.ts).
  test('compares with named players and removes them again (desktop panel)', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'games'));
    const board = (await (
      await request.get(
        `/api/leaderboards/${encodeURIComponent(await venueName(request, leader.locationId))}`,
      )
    ).json()) as {
      today: Array<{ players: string }>;
    };
    const [second, third] = [board.today[1]?.players ?? '', board.today[2]?.players ?? ''];
    const search = page.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    // The current player and repeats are skipped; names are split on ';' and trimmed.
    await page
      .getByLabel('Players (separate names with ;)')
      .fill(` ${second} ; ${leader.name.toUpperCase()};${third}; ${second}`);
    await search.click();
    const firstTable = page.locator('.score-tables__game').first();
    await expect(firstTable.locator('thead th')).toHaveText([
      'Level',
      leader.name,
      second,
      third,
      'Top Score',
    ]);
    await expect(page.getByRole('switch', { name: 'Show Differences From Cached Profile' })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${second}` }).click();
    await expect(firstTable.locator('thead th')).toHaveText(['Level', leader.name, third, 'Top Score']);
    await page.getByRole('button', { name: `Remove ${third}` }).click();
    await expect(firstTable.locator('thead th')).toHaveText(['Level', 'Score', 'Top Score']);
  });

  test('compares with yesterday or with other venues, one at a time', async ({ page, request }) => {
    const traveller = await playerWithVenues(request, { atLeast: 2 });
    const here = traveller.venues[0];
    await gotoReady(page, playerPath(traveller.name, here?.id ?? 0, 'games'));
    const heads = page.locator('.score-tables__game').first().locator('thead th');
    await page.getByRole('switch', { name: 'Compare with yesterday' }).click();
    await expect(heads).toContainText(['Yesterday']);
    await page.getByRole('switch', { name: 'Compare with other locations' }).click();
    await expect(page.getByRole('switch', { name: 'Compare with yesterday' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(heads).toContainText([traveller.venues[1]?.name ?? '']);
    await expect(heads.filter({ hasText: 'Yesterday' })).toHaveCount(0);
  });
});

test.describe('leaderboards and league', () => {
  test(
    "ranks the venue's players and highlights the current one",
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const leader = await worldLeader(request);
      const venue = await venueName(request, leader.locationId);
      await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${venue} Leaderboard`);
      const current = page.locator('tr[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(leader.name);
      const changeHeader = page.getByRole('columnheader', { name: 'Change' });
      if (isPhone(info.project.use.viewport?.width)) await expect(changeHeader).toBeHidden();
      else await expect(changeHeader).toBeVisible();
    },
  );

  test('the badges of a board draw from one set of definitions: no id twice, no reference to nothing', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));
    const drawings = await svgReferences(page);
    expect(drawings.badges).toBeGreaterThan(1);
    expect(drawings.repeatedIds).toEqual([]);
    expect(drawings.dangling).toEqual([]);
  });

  test(
    "the world board adds each player's city and lists the chain's best",
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const leader = await worldLeader(request);
      await gotoReady(page, playerPath(leader.name, leader.locationId, 'world-leaderboard'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('World Leaderboard');
      const first = page.locator('tbody tr').first();
      if (isPhone(info.project.use.viewport?.width)) {
        // Four columns left a name seven characters wide: the city goes under the name instead.
        await expect(page.getByRole('columnheader', { name: 'Name · Location' })).toBeVisible();
        await expect(first.locator('.leaderboard__city')).toHaveText(leader.city);
      } else {
        await expect(page.getByRole('columnheader', { name: 'Location', exact: true })).toBeVisible();
        // The city, as the API and the older UI name it (not the venue: 'London', not 'London Shoreditch').
        await expect(first.locator('td.col-wide')).toHaveText(leader.city);
      }
      // No name is broken across lines: each link is one box.
      const names = page.locator('tbody tr td a');
      const boxes = await names.evaluateAll((links) =>
        links.slice(0, 20).map((a) => a.getClientRects().length),
      );
      expect(boxes.length).toBeGreaterThan(5);
      expect(boxes).toEqual(boxes.map(() => 1));
    },
  );

  test(
    'filters the league teams by season, division, size and text',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const leader = await worldLeader(request);
      await gotoReady(page, playerPath(leader.name, leader.locationId, 'global-league'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AGL Teams');
      await expect(
        page.getByText("* Don't see your team here? Message Alex on Discord to have it added."),
      ).toBeVisible();
      await expect(page.getByLabel('Season')).toHaveValue('2');
      const rows = page.locator('.league__table tbody tr');
      const all = await rows.count();
      expect(all).toBeGreaterThan(1);
      await expect(page.getByText(`${all} teams`)).toBeVisible();
      // On a phone each team is a card: nothing scrolls sideways, and every column of the table
      // is on it (#, Team, Location, Division, Size, Players), the numbers saying what they are.
      const wrap = page.locator('.league .table-wrap');
      expect(await wrap.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      if (isPhone(info.project.use.viewport?.width)) {
        const card = rows.first();
        await expect(card.locator('td').first()).toHaveText('#1');
        await expect(card.locator('td').first()).toBeVisible();
        await expect(card.getByText(/^Division \d+$/)).toBeVisible();
        await expect(card.getByText(/^Size \d+$/)).toBeVisible();
      } else await expect(page.getByRole('columnheader', { name: 'Division' })).toBeVisible();
      await page.getByRole('radio', { name: '3' }).check();
      for (const size of await rows.locator('td:nth-child(5)').allTextContents()) expect(size).toBe('Size 3');
      await page.getByRole('radio', { name: 'All' }).check();
      await page.getByLabel('Division').selectOption('1');
      for (const division of await rows.locator('td:nth-child(4)').allTextContents())
        expect(division).toBe('Division 1');
      await page.getByLabel('Division').selectOption('');
      const teams = (await (await request.get('/api/agl/teams')).json()) as Array<{
        season: number;
        name: string;
        players: string[];
      }>;
      const someone = teams.find((t) => t.season === 2)?.players[0] ?? '';
      await page.getByPlaceholder('Filter team or player...').fill(someone.toUpperCase());
      await expect(rows.first()).toContainText(someone);
      const link = rows.first().getByRole('link', { name: someone });
      await expect(link).toHaveAttribute('target', '_blank');
    },
  );
});

test.describe('shell', () => {
  test(
    'the menu marks the current screen, and Switch Location reopens the venue choice',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const traveller = await playerWithVenues(request, { atLeast: 2 });
      await gotoReady(page, playerPath(traveller.name, traveller.venues[0]?.id ?? 0, 'leaderboard'));
      if (isPhone(info.project.use.viewport?.width)) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      }
      const menu = page.getByRole('navigation', { name: 'Player menu' }).last();
      await expect(menu.getByRole('link', { name: 'Leaderboard', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await menu.getByRole('link', { name: 'Games' }).click();
      await expect(page).toHaveURL(playerPath(traveller.name, traveller.venues[0]?.id ?? 0, 'games'));
      // Switch Location finds the player's name in the address once the menu is interactive.
      await whenReady(page);
      if (isPhone(info.project.use.viewport?.width))
        await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Player menu' })
        .last()
        .getByRole('link', { name: 'Switch Location' })
        .click();
      await expect(page).toHaveURL('/');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link')).toHaveCount(traveller.venues.length);
    },
  );

  test(
    "the phone's menu takes the focus and gives it back on Escape, a click beside it or its close button",
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const width = info.project.use.viewport?.width;
      test.skip(!isPhone(width), 'the menu is a drawer on a phone only');
      const leader = await worldLeader(request);
      await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));
      const button = page.getByRole('button', { name: 'Open menu' });
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      const close = dialog.getByRole('button', { name: 'Close menu' });

      // By keyboard: the focus moves into the drawer and on through its links; Escape returns it.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(close).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('link', { name: 'Summary' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // A click on the dimmed page beside the drawer.
      await button.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click((width ?? 390) - 4, 400);
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // The close button.
      await button.click();
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test('the daily visits block counts this visit and links players to their summary', async ({
    page,
    request,
  }, info) => {
    // A visitor counts once a day, and every test browses from 127.0.0.1: this one comes through
    // the proxy the end-to-end server trusts (TRUST_PROXY=1), as a visitor of its own.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `203.0.113.${10 + info.parallelIndex}${info.project.name.length}`,
    });
    const before = (await (await request.get('/api/stats/daily')).json()) as { visitsCount: number };
    await gotoReady(page, '/');
    const block = page.getByRole('region', { name: /Daily Visits/ });
    await expect(block).toBeVisible();
    const total = Number((await block.locator('.daily-visits__total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(before.visitsCount);
    const card = page.getByRole('region', { name: 'Most Searched' });
    const first = card.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/player\/[^/]+\/location\/\d+\/summary$/);
  });
});

test.describe('layout', { tag: '@phone' }, () => {
  test('no screen scrolls the whole page sideways', async ({ page, request }, info) => {
    // On a phone's own viewport (a mobile browser sizes the page by its viewport tag); the widths
    // from 320 to 1920 px on a desktop are layout-widths.spec.ts's.
    test.skip(!info.project.name.startsWith('phone'), 'the desktop widths are layout-widths.spec.ts');
    const leader = await worldLeader(request);
    const screens = ['summary', 'games', 'leaderboard', 'world-leaderboard', 'global-league'] as const;
    for (const path of ['/', ...screens.map((s) => playerPath(leader.name, leader.locationId, s))]) {
      await gotoReady(page, path);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
  });
});
