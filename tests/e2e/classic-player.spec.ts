import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { classicPlayer, classicUrl, classicVenues, openClassic, useOldUI } from './classic';
import { playerWithVenues, seededNames, worldLeader } from './players';
import { svgReferences } from './svg-references';

const isPhone = (width: number | undefined) => (width ?? 1280) < 600;

test.beforeEach(async ({ page }) => {
  await useOldUI(page);
});

/** The player menu: the sidebar on a desktop, the Menu drawer on a phone (opened here). */
async function playerMenu(page: Page) {
  if (isPhone(page.viewportSize()?.width)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('dialog').getByRole('navigation', { name: 'Player menu' });
  }
  return page.locator('.player-screen__menu').getByRole('navigation', { name: 'Player menu' });
}

test.describe('older UI: player screen', () => {
  test('shows the header with name and stars, and the left menu with the rooms under Games', {
    tag: '@phone',
  }, async ({ page, request }) => {
    const player = await playerWithVenues(request, { count: 1 });
    const venueId = player.venues[0]?.id ?? 0;
    const info = await classicPlayer(request, player.name, venueId);
    const [venue] = await classicVenues(request, player.name);
    await openClassic(page, classicUrl(player.name, venueId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.player_name);
    await expect(page.locator('.player-header .stars')).toContainText(
      new Intl.NumberFormat('en-GB').format(info.stars),
    );
    const menu = await playerMenu(page);
    await expect(menu.getByRole('link', { name: 'Account Summary' })).toHaveAttribute('aria-current', 'page');
    // Games is a heading for the rooms, not a link.
    await expect(menu.getByRole('link', { name: 'Games', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('list', { name: 'Games rooms' }).getByRole('link')).toHaveText(
      (venue?.rooms ?? []).filter((r) => r.id !== 21).map((r) => r.name),
    );
    for (const item of ['Leaderboards', 'World Leaderboard', 'Badges'])
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    // One venue: nothing to switch to.
    await expect(menu.getByRole('button', { name: 'Switch Locations' })).toHaveCount(0);
  });

  test('goes Back from a sub-menu to the Account Summary, and from there clears the search and returns to lookup', {
    tag: '@phone',
  }, async ({ page, request }) => {
    const player = await playerWithVenues(request, { count: 1 });
    const venueId = player.venues[0]?.id ?? 0;
    await openClassic(page, '/');
    await page.getByLabel('Enter profile name or bound key').fill(player.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();

    let menu = await playerMenu(page);
    await menu.getByRole('link', { name: 'Badges' }).click();
    await expect(page).toHaveURL(classicUrl(player.name, venueId, 'badges'));
    await expect(page.getByRole('heading', { level: 2, name: 'Badges' })).toBeVisible();
    await expect(page.locator('.player-badges, .player-screen__content .empty')).toBeVisible();

    menu = await playerMenu(page);
    const firstRoom = menu.getByRole('list', { name: 'Games rooms' }).getByRole('link').first();
    const roomName = (await firstRoom.textContent()) ?? '';
    await firstRoom.click();
    await expect(page.getByRole('heading', { level: 2, name: roomName })).toBeVisible();
    await expect(page).toHaveURL(/screen=games&room=\d+$/);

    // A reload keeps the screen.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: roomName })).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
    await expect(page).toHaveURL(classicUrl(player.name, venueId));

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeVisible();
    await expect(page).toHaveURL('/');
    // The search is cleared: no error, no location choice, an empty box.
    await expect(page.getByLabel('Enter profile name or bound key')).toHaveValue('');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The browser's own Back returns to the player's screens.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
  });

  test('the Badges screen lists the badges the player holds', async ({ page, request }) => {
    const badges = (await (await request.get('/api/badges')).json()) as Array<{
      title: string;
      players: string[];
    }>;
    const seeded = new Set(seededNames());
    const holder = badges.flatMap((b) => b.players).find((p) => seeded.has(p));
    if (!holder) throw new Error('Nobody holds a badge');
    const held = badges.filter((b) => b.players.includes(holder)).map((b) => b.title);
    const [venue] = await classicVenues(request, holder);
    await openClassic(page, classicUrl(holder, venue?.id ?? 0, 'badges'));
    await expect(page.getByRole('heading', { level: 2, name: 'Badges' })).toBeVisible();
    await expect(page.locator('.player-badges__title')).toHaveCount(held.length);
    expect((await page.locator('.player-badges__title').allTextContents()).sort()).toEqual(held.sort());
    await expect(page.getByText('No badges to show yet.')).toHaveCount(0);
  });

  test('switches locations through the location-select modal when the player has several', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { atLeast: 2 });
    const [first, second] = player.venues;
    await openClassic(page, classicUrl(player.name, first?.id ?? 0));
    await expect(page.locator('.player-header__venue')).toHaveText(first?.name ?? '');
    const menu = await playerMenu(page);
    await menu.getByRole('button', { name: 'Switch Locations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a location' });
    await expect(dialog.getByRole('link', { name: new RegExp(first?.name ?? '') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await dialog.getByRole('link', { name: new RegExp(second?.name ?? '') }).click();
    await expect(page).toHaveURL(classicUrl(player.name, second?.id ?? 0));
    await expect(page.locator('.player-header__venue')).toHaveText(second?.name ?? '');
    await expect(page.getByText(`${second?.name} Score`)).toBeVisible();
  });

  test('Account Summary shows stars, both rank images, the figures, Export Data, and no Claim for visitors', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { count: 1 });
    const venue = player.venues[0];
    const info = await classicPlayer(request, player.name, venue?.id ?? 0);
    const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);
    await openClassic(page, classicUrl(player.name, venue?.id ?? 0));
    const summary = page.locator('.account-summary');
    await expect(summary.getByRole('img', { name: /^Rank \d+ \(band/ })).toBeVisible();
    await expect(summary.getByRole('img', { name: /^Old rank badge: rank \d+/ })).toBeVisible();
    await expect(summary.locator('.stars__value')).toHaveText(n(info.stars));
    const figure = (label: string) =>
      summary.locator('.account-summary__figure').filter({ has: page.locator('dt', { hasText: label }) });
    await expect(figure(`${venue?.name} Score`).locator('.account-summary__value')).toHaveText(
      n(info.local_score),
    );
    await expect(figure('Monthly Score').locator('.account-summary__value')).toHaveText('0');
    await expect(figure('Leaderboard Rank').locator('.account-summary__value')).toHaveText(/^#\d+$/);
    await expect(figure('Levels Passed').locator('.account-summary__value')).toHaveText(/^[\d,]+ \/ [\d,]+$/);
    await expect(figure('Top Scores').locator('.account-summary__value')).toHaveText(/^[\d,]+$/);
    // One venue: total wins are this venue's top scores.
    await expect(figure('Total Wins').locator('.account-summary__value')).toHaveText(
      (await figure('Top Scores').locator('.account-summary__value').textContent()) ?? '',
    );
    await expect(page.getByRole('button', { name: 'Claim Profile' })).toHaveCount(0);

    const exportLink = page.getByRole('link', { name: 'Export Data' });
    const download = page.waitForEvent('download');
    await exportLink.click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain(
      'Room,Game,Level 1,Level 2,Level 3,Level 4,Level 5,Level 6,Level 7,Level 8,Level 9,Level 10,Total',
    );
    // Like the newer sheet: a total per room, and a closing row of stars, levels, rank and total.
    const rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    const roomTotals = rows.filter((r) => /^.+ total$/.test(r[0] ?? ''));
    expect(roomTotals.length).toBeGreaterThan(0);
    const games = rows.filter((r) => r.length === 13 && r[0] !== 'Room' && !/ total$/.test(r[0] ?? ''));
    const sum = (list: string[][]) => list.reduce((s, r) => s + Number((r[12] ?? '').replace(/,/g, '')), 0);
    for (const total of roomTotals) {
      const room = (total[0] ?? '').replace(/ total$/, '');
      expect(Number((total[12] ?? '').replace(/,/g, '')), room).toBe(sum(games.filter((r) => r[0] === room)));
    }
    expect(rows.slice(-2)).toEqual([
      ['Stars', 'Total Levels', 'Rank', 'Total Score'],
      [n(info.stars), n(info.passedLevels), String(info.player_rank), n(info.local_score)],
    ]);
  });

  test('keeps the monthly score per player and venue across reloads, and Reset Monthly Score sets it to 0', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { count: 1 });
    const venueId = player.venues[0]?.id ?? 0;
    const info = await classicPlayer(request, player.name, venueId);
    await openClassic(page, classicUrl(player.name, venueId));
    const monthly = page
      .locator('.account-summary__figure')
      .filter({ has: page.locator('dt', { hasText: 'Monthly Score' }) })
      .locator('.account-summary__value');
    await expect(monthly).toHaveText('0');
    // As if the player had gained 1,234 points since the month's baseline was taken.
    await page.evaluate(
      ({ key, score }) => {
        const stored = JSON.parse(localStorage.getItem('monthlyScores') ?? '{}');
        stored[key].score = score;
        localStorage.setItem('monthlyScores', JSON.stringify(stored));
      },
      { key: `${venueId}:${info.player_name.toLowerCase()}`, score: info.local_score - 1234 },
    );
    await page.reload();
    await expect(monthly).toHaveText('1,234');
    await page.getByRole('button', { name: 'Reset Monthly Score' }).click();
    await expect(monthly).toHaveText('0');
    await page.reload();
    await expect(monthly).toHaveText('0');
  });
});

test(
  'the older-UI screens fit the screen: nothing scrolls the page sideways',
  { tag: '@phone' },
  async ({ page, request }, info) => {
    // On a phone's own viewport (a mobile browser sizes the page by its viewport tag); the widths
    // from 320 to 1920 px on a desktop are layout-widths.spec.ts's.
    test.skip(!info.project.name.startsWith('phone'), 'the desktop widths are layout-widths.spec.ts');
    const leader = await worldLeader(request);
    const screens = ['summary', 'games', 'leaderboard', 'world-leaderboard', 'badges'];
    for (const url of ['/', ...screens.map((s) => classicUrl(leader.name, leader.locationId, s))]) {
      await openClassic(page, url);
      // Measured once the screen shows its content, not its spinner.
      await expect(page.locator('.spinner')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  },
);

test("the older UI's board badges draw from one set of definitions: no id twice, no reference to nothing", async ({
  page,
  request,
}) => {
  const leader = await worldLeader(request);
  await openClassic(page, classicUrl(leader.name, leader.locationId, 'leaderboard'));
  await expect(page.locator('svg.rank-badge').nth(1)).toBeVisible();
  const drawings = await svgReferences(page);
  expect(drawings.repeatedIds).toEqual([]);
  expect(drawings.dangling).toEqual([]);
});
