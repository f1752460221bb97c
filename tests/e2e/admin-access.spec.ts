// Why a browser: logins through the local stand-ins for Google and Discord, the journeys of a player
// and of the admins across real pages (a claim decided, a role given and taken away while the panel
// is open, a score voided from a level board's link), what a hostile badge title can run under the
// real script policy, and the admin pages' layout at both widths. The admin gate and the pages'
// headers are the server's middleware: checked over HTTP here. The panel's forms and dialogs are
// the island tests' (tests/islands/admin-*.test.tsx); what the pages draw, the page tests'
// (tests/pages/admin-*.test.ts); every decision's effect on the figures, the API tests'.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { LevelBoard } from '../../src/contract/schemas/level-boards';
import type { PlayerData } from '../../src/contract/schemas/players';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/security';
import { formatNumber } from '../../src/domain/format';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { commandBody, E2E_DISCORD_KEYS, signedHeaders } from '../support/discord-signing';
import { HOSTILE_NAMES } from '../support/hostile-names';
import { DEFAULT_IDENTITIES } from '../support/oauth-mocks';
import { logIn, openAdmin, scriptsThatRan, watchForScripts } from './admin';
import { gotoReady, whenReady } from './hydration';
import { type FeedRecord, ingest } from './ingest';
import { playerWithVenues } from './players';
import { widthOf } from './projects';
import { E2E_OPS } from './suite-server';

const ADMIN_PAGES = ['/admin', '/admin/challenges', '/admin/challenges/1'];

/** A seeded player's played level at a venue: its board's address and API path, and its top. */
async function playedLevel(request: APIRequestContext, player: string, locationId: number) {
  const data = (await (
    await request.get(`/api/activate/players/player/${encodeURIComponent(player)}/location/${locationId}`)
  ).json()) as PlayerData;
  const level = data.scores.find((s) => s.roomName !== 'Hidden' && s.highScore > 0 && s.topScore > 1000);
  if (!level) throw new Error(`${player} has no level at venue ${locationId}`);
  return { venue: data.locationName, level };
}

test('the admin gate sends an anonymous visitor to / from every admin page, before anything renders; a level board is public to them', async ({
  request,
}) => {
  for (const path of ADMIN_PAGES) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toBe('/');
    expect(res.headers()['cache-control'], path).toBe('no-store');
  }
  const player = await playerWithVenues(request, { count: 1 });
  const venue = player.venues[0]?.id ?? 0;
  const { level } = await playedLevel(request, player.name, venue);
  const board = await request.get(levelBoardPath(player.name, venue, level.gameId, level.levelId + 1));
  expect(board.status()).toBe(200);
  expect(board.headers()['cache-control']).toMatch(/^public, /);
});

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The admin panel's subsection of player links with the given title. */
const linkSection = (admin: Page, title: string) =>
  admin
    .locator('.admin-subsection')
    .filter({ has: admin.getByRole('heading', { name: new RegExp(`^${title} `) }) });

test('a player claims a profile and tracks it from Discord; an admin decides the claim, makes them an admin and takes it back; both log in and out through the providers', async ({
  browser,
  request,
  baseURL,
}) => {
  // One Discord account owns one profile: the whole journey runs once per suite (desktop only).
  const player = await playerWithVenues(request, { count: 1, fromEnd: true });
  const venue = player.venues[0]?.id ?? 0;

  // The player logs in with Discord, back on the page the login started from: no admin area.
  const nelly = await newPage(browser);
  await logIn(nelly, 'user');
  await expect(nelly).toHaveURL('/mini-tournament');
  await expect(nelly.getByRole('link', { name: 'Admin Page' })).toHaveCount(0);
  for (const path of ADMIN_PAGES) {
    const res = await nelly.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toBe('/');
  }
  // They claim a seeded player, as the Claim Profile button does.
  const xsrf = (await nelly.context().cookies()).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const claim = await nelly.request.post('/api/player-link/request', {
    data: { playerName: player.name, email: 'nelly.player@example.com' },
    headers: { [XSRF_HEADER]: xsrf, Origin: new URL(baseURL ?? '').origin },
  });
  expect(claim.status()).toBe(200);

  // The admin logs in with Google and reaches the panel from the Admin Page link.
  const admin = await newPage(browser);
  await logIn(admin, 'admin');
  await expect(admin).toHaveURL('/mini-tournament');
  await admin.getByRole('link', { name: 'Admin Page' }).click();
  await expect(admin).toHaveURL('/admin');
  await whenReady(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const tabs = admin.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Challenges', 'Player Links', 'Locations', 'Badges', /^Held scores/]);
  // Its pages are never cached publicly, and run no inline script.
  for (const path of ADMIN_PAGES) {
    const res = await admin.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('private, no-store');
    const csp = res.headers()['content-security-policy'] ?? '';
    const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts, path).not.toContain('unsafe-inline');
  }
  // Keyboard: the tabs follow the arrow keys, and the address keeps the open tab.
  await tabs.first().focus();
  await admin.keyboard.press('ArrowRight');
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('tab', { name: 'Player Links' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin).toHaveURL('/admin?tab=player-links');

  // Player Links: pending, approved and denied; Approve, Deny and Reset; the e-mail masked.
  const claimRow = (title: string) =>
    linkSection(admin, title).getByRole('row').filter({ hasText: player.name });
  await expect(linkSection(admin, 'Pending').getByRole('heading')).toHaveText('Pending (1)');
  await expect(claimRow('Pending').getByRole('cell', { name: 'ne***@ex***.com' })).toBeVisible();
  await expect(admin.getByText('nelly.player@example.com')).toHaveCount(0);
  await claimRow('Pending')
    .getByRole('button', { name: `Approve ${player.name}` })
    .click();
  await expect(claimRow('Approved')).toBeVisible();
  await expect(linkSection(admin, 'Pending').getByText('No pending requests.')).toBeVisible();
  await claimRow('Approved')
    .getByRole('button', { name: `Reset ${player.name}` })
    .click();
  await expect(claimRow('Pending')).toBeVisible();
  await claimRow('Pending')
    .getByRole('button', { name: `Deny ${player.name}` })
    .click();
  await expect(claimRow('Denied')).toBeVisible();
  await expect(claimRow('Denied').getByRole('button')).toHaveText(['Reset']);
  // The server has it.
  await admin.reload();
  await whenReady(admin);
  await expect(claimRow('Denied')).toBeVisible();
  await claimRow('Denied')
    .getByRole('button', { name: `Reset ${player.name}` })
    .click();
  await claimRow('Pending')
    .getByRole('button', { name: `Approve ${player.name}` })
    .click();
  await expect(claimRow('Approved')).toBeVisible();

  // Users: the admin makes the player an admin, after confirming; never themselves.
  const users = admin.getByRole('region', { name: 'Users and roles' });
  const nellyRow = users.getByRole('row').filter({ hasText: 'nelly' });
  await expect(nellyRow.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
  await expect(nellyRow).toContainText(player.name);
  await nellyRow.getByRole('button', { name: 'Make admin: nelly' }).click();
  await admin
    .getByRole('dialog', { name: 'Make admin: nelly?' })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(nellyRow.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'Ada Admin' }).getByText('You')).toBeVisible();

  // The promoted player now has the admin area; while their panel is open, the role is taken back.
  await openAdmin(nelly, '/admin');
  await expect(nelly).toHaveURL('/admin');
  await expect(nelly.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await nellyRow.getByRole('button', { name: 'Remove admin: nelly' }).click();
  await admin
    .getByRole('dialog', { name: 'Remove admin: nelly?' })
    .getByRole('button', { name: 'Remove admin' })
    .click();
  await expect(nellyRow.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
  await nelly.getByRole('tab', { name: 'Player Links' }).click();
  const panel = nelly.getByRole('tabpanel', { name: 'Player Links' });
  await expect(panel.getByRole('alert')).toHaveText('Failed to fetch player links');
  await expect(panel.getByRole('table')).toHaveCount(0);
  await nelly.getByRole('tab', { name: 'Locations' }).click();
  await expect(nelly.getByRole('tabpanel', { name: 'Locations' }).getByRole('alert')).toHaveText(
    'Failed to fetch locations',
  );
  // And their next page load is sent to /.
  const next = await nelly.request.get('/admin', { maxRedirects: 0 });
  expect(next.status()).toBe(302);
  expect(next.headers().location).toBe('/');

  // The owner types /track in the roles channel (Discord signs what it sends).
  const body = commandBody('track', player.name, DEFAULT_IDENTITIES.discord.id, E2E_OPS.rolesChannel);
  const tracked = await request.post('/api/discord/interactions', {
    headers: signedHeaders(E2E_DISCORD_KEYS.privateKey, body),
    data: body,
  });
  expect((await tracked.json()).data.content).toMatch(new RegExp(`^${player.name} is now tracked`));
  // New scores arrive, and the day is rolled over.
  const levels = (await (
    await request.get(`/api/activate/players/player/${encodeURIComponent(player.name)}/location/${venue}`)
  ).json()) as PlayerData;
  const level = levels.scores.find((s) => s.highScore === 0) ?? levels.scores[0];
  if (!level) throw new Error(`${player.name} has no level`);
  await ingest(request, [
    {
      player: player.name,
      location: levels.locationName,
      room: level.roomName,
      game: level.gameName,
      level: level.levelId,
      score: level.highScore + 1234,
      playedAt: new Date().toISOString(),
    },
  ]);
  const rolled = await request.post('/api/jobs/rollover', {
    headers: { authorization: `Bearer ${E2E_OPS.ingestToken}`, 'content-type': 'application/json' },
    data: JSON.stringify({ force: true }),
  });
  expect(rolled.status()).toBe(200);
  // Anyone looking at the summary sees the profile tracked and the change.
  const visitor = await newPage(browser);
  await gotoReady(visitor, playerPath(player.name, venue));
  await expect(visitor.getByText('Profile Being Tracked')).toBeVisible();
  const scoreLine = visitor.locator('.summary__line').filter({ hasText: 'Score' }).first();
  await expect(scoreLine.locator('.difference--better')).toContainText('+1,234');

  // The admin logs out from the panel's older top bar: a visitor again, whom the gate sends to /.
  await admin.getByRole('link', { name: 'Log out' }).click();
  await expect(admin).toHaveURL('/');
  expect(await (await admin.request.get('/api/auth/me')).json()).toMatchObject({ isAuthenticated: false });
});

test('an admin voids a score from its row on a level board, in the panel the link opens, and restores it; a hostile badge title runs nothing; the admin pages fit a desktop', async ({
  browser,
  request,
}, info) => {
  // A player of the test's own, second on a seeded player's level: the level's record stays.
  const seeded = await playerWithVenues(request, { count: 1 });
  const venueId = seeded.venues[0]?.id ?? 0;
  const { venue, level } = await playedLevel(request, seeded.name, venueId);
  const player = `Review Tester ${info.project.name} ${Date.now().toString(36)}`;
  const score = level.topScore - 1;
  const record: FeedRecord = {
    player,
    location: venue,
    room: level.roomName,
    game: level.gameName,
    level: level.levelId,
    score,
    playedAt: new Date().toISOString(),
  };
  await ingest(request, [record]);
  const path = levelBoardPath(player, venueId, level.gameId, level.levelId + 1);
  const onBoard = async () => {
    const board = (await (
      await request.get(`/api/levels/${venueId}/${level.gameId}/${level.levelId + 1}`)
    ).json()) as LevelBoard;
    return board.top.some((e) => e.playerName === player);
  };
  await expect.poll(onBoard).toBe(true);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await watchForScripts(admin);
  await logIn(admin, 'admin');
  // The admin's board: a Review column with a link on each row, the page kept by no cache.
  const opened = await admin.goto(path);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  const table = admin.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Name', 'Score', 'Set on', 'Review']);
  const rows = table.locator('tbody tr');
  await expect(rows.getByRole('link', { name: /^Void / })).toHaveCount(await rows.count());
  const link = rows
    .filter({ hasText: player })
    .getByRole('link', { name: `Void ${player}'s ${formatNumber(score)}` });
  await expect(link).toHaveText('Void…');
  // A tap target of its own (44 px), not a word beside the score.
  const target = await link.boundingBox();
  expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);

  // The link opens the panel with the score filled in and Void focused; the admin confirms.
  await link.click();
  await whenReady(admin);
  const voided = admin.getByRole('region', { name: 'Voided scores' });
  const voidButton = voided.getByRole('button', { name: `Void ${level.gameName} L${level.levelId + 1}` });
  await expect(voidButton).toBeFocused();
  await expect(voided.getByLabel('Player')).toHaveValue(player);
  await expect(voided.getByLabel('Their best on')).toHaveValue(`${level.gameId}:${level.levelId}`);
  await voidButton.click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Void' }).click();
  const row = voided.getByRole('row').filter({ hasText: player });
  await expect(row).toContainText(formatNumber(score));
  await expect(admin).not.toHaveURL(/[?&]void=/);

  // The board lets it go at the next data version.
  await expect.poll(onBoard).toBe(false);
  const board = await context.newPage();
  await board.goto(path);
  await expect(board.getByTestId('level-you')).toContainText('You have not played this level yet.');
  await expect(board.getByRole('table')).not.toContainText(player);
  // At desktop width too, the Review column keeps the table within the screen.
  await expectWithinWidth(board, 'level board');

  // Restored from the panel: back on the board.
  await row.getByRole('button', { name: /^Restore / }).click();
  await expect(voided.getByText('No score is voided.')).toBeVisible();
  await expect.poll(onBoard).toBe(true);

  // A badge whose title and description are hostile shows them as text and runs nothing.
  await admin.getByRole('tab', { name: 'Badges' }).click();
  const badges = admin.getByRole('table', { name: 'Badges' });
  await expect(badges).toBeVisible();
  const title = `${HOSTILE_NAMES[0]} ${info.project.name} ${Date.now().toString(36)}`;
  const description = `${HOSTILE_NAMES[1]} ${HOSTILE_NAMES[4]}`;
  await admin.getByLabel('Badge title').fill(title);
  await admin.getByLabel('Badge description').fill(description);
  await admin.getByRole('button', { name: 'Add badge' }).click();
  const badge = badges
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: title, exact: true }) });
  await expect(badge.getByRole('cell', { name: description, exact: true })).toBeVisible();
  expect(await badges.locator('img').count()).toBe(0);
  await badge.getByRole('button', { name: `Delete ${title}` }).click();
  await admin
    .getByRole('dialog', { name: `Delete ${title}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(badge).toHaveCount(0);
  expect(await scriptsThatRan(admin)).toEqual({ pwned: undefined, violations: [] });

  // The admin pages fit the desktop's width (the phone's: the next test).
  await adminPagesFit(admin);
  await context.close();
});

/** Nothing scrolls the page sideways; the level board's table (with its Review column) is on the screen. */
async function expectWithinWidth(page: Page, label: string): Promise<void> {
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Review' })).toBeVisible();
  expect(await table.evaluate((t) => t.getBoundingClientRect().right <= innerWidth), label).toBe(true);
  expect(await overflow(page), label).toBeLessThanOrEqual(0);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** From the admin panel: each tab, then the challenge list, fit the width: nothing scrolls sideways. */
async function adminPagesFit(page: Page): Promise<void> {
  for (const tab of ['Challenges', 'Badges', 'Locations']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('table').first()).toBeVisible();
    expect(await overflow(page), tab).toBeLessThanOrEqual(0);
  }
  await openAdmin(page, '/admin/challenges');
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await overflow(page), '/admin/challenges').toBeLessThanOrEqual(0);
}

test(
  'the admin pages fit a 390 px phone: nothing scrolls the page sideways',
  { tag: '@phone' },
  async ({ page, request }, info) => {
    test.skip(widthOf(info) !== 'phone', 'the desktop width: in the void-link journey above');
    await logIn(page, 'admin');
    await openAdmin(page, '/admin');
    await adminPagesFit(page);
    // A level board's extra Review column keeps the table within the screen.
    const player = await playerWithVenues(request, { count: 1 });
    const venue = player.venues[0]?.id ?? 0;
    const { level } = await playedLevel(request, player.name, venue);
    await page.goto(levelBoardPath(player.name, venue, level.gameId, level.levelId + 1));
    await expectWithinWidth(page, 'level board');
  },
);
