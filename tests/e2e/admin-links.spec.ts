import { type Browser, expect, type Page, test } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/security';
import { worldBoardTop } from '../support/world-board';
import { logIn, openAdmin } from './admin';
import { ownAdminServer } from './own-admin-server';

// Player links and roles change who may do what, so these tests run on a server of their own:
// the plain user (Discord) files a real claim, the admin (Google) decides it, promotes the user,
// and is then demoted by them, after which the admin's panel shows its failure texts.
test.describe.configure({ mode: 'serial' });

const origin = ownAdminServer(70, 'admin');

async function loggedIn(browser: Browser, who: 'admin' | 'user'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, who, origin());
  return page;
}

/** The plain user asks to claim a seeded player, as the Claim Profile button does. */
async function fileClaim(page: Page): Promise<string> {
  const playerName = (await worldBoardTop(origin())).players;
  const xsrf = (await page.context().cookies(origin())).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const res = await page.request.post(`${origin()}/api/player-link/request`, {
    data: { playerName, email: 'nelly.player@example.com' },
    headers: { [XSRF_HEADER]: xsrf, Origin: origin() },
  });
  expect(res.status()).toBe(200);
  return playerName;
}

test('Player Links: pending, approved and denied tables; Approve, Deny and Reset; masked e-mail; Users: promote', async ({
  browser,
}) => {
  const user = await loggedIn(browser, 'user');
  const playerName = await fileClaim(user);
  const admin = await loggedIn(browser, 'admin');
  await openAdmin(admin, '/admin?tab=player-links', origin());

  const section = (title: string) =>
    admin
      .locator('.admin-subsection')
      .filter({ has: admin.getByRole('heading', { name: new RegExp(`^${title} `) }) });
  const request = (title: string) => section(title).getByRole('row').filter({ hasText: playerName });
  await expect(section('Pending').getByRole('heading')).toHaveText('Pending (1)');
  await expect(request('Pending')).toBeVisible();
  // Only the first letters of the e-mail.
  await expect(request('Pending').getByRole('cell', { name: 'ne***@ex***.com' })).toBeVisible();
  await expect(admin.getByText('nelly.player@example.com')).toHaveCount(0);

  await request('Pending')
    .getByRole('button', { name: `Approve ${playerName}` })
    .click();
  await expect(request('Approved')).toBeVisible();
  await expect(section('Pending').getByText('No pending requests.')).toBeVisible();
  await request('Approved')
    .getByRole('button', { name: `Reset ${playerName}` })
    .click();
  await expect(request('Pending')).toBeVisible();
  await request('Pending')
    .getByRole('button', { name: `Deny ${playerName}` })
    .click();
  await expect(request('Denied')).toBeVisible();
  await expect(request('Denied').getByRole('button')).toHaveText(['Reset']);
  // The server has it.
  await admin.reload();
  await expect(request('Denied')).toBeVisible();
  await request('Denied')
    .getByRole('button', { name: `Reset ${playerName}` })
    .click();
  await request('Pending')
    .getByRole('button', { name: `Approve ${playerName}` })
    .click();
  await expect(request('Approved')).toBeVisible();

  // Users: the admin makes the plain user an admin, after confirming.
  const users = admin.getByRole('region', { name: 'Users and roles' });
  const nelly = users.getByRole('row').filter({ hasText: 'nelly' });
  await expect(nelly.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
  // Linked by the approval (a phone leaves the Player column out, so read the row's text).
  await expect(nelly).toContainText(playerName);
  await nelly.getByRole('button', { name: 'Make admin: nelly' }).click();
  await admin
    .getByRole('dialog', { name: 'Make admin: nelly?' })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(nelly.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  // An admin cannot demote themselves from here.
  await expect(users.getByRole('row').filter({ hasText: 'Ada Admin' }).getByText('You')).toBeVisible();

  // The promoted user now has the admin area.
  await openAdmin(user, '/admin', origin());
  await expect(user).toHaveURL(`${origin()}/admin`);
  await expect(user.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});

test('after losing the admin role, the panel shows the failure text instead of the tables', async ({
  browser,
}) => {
  const admin = await loggedIn(browser, 'admin');
  await openAdmin(admin, '/admin?tab=locations', origin());
  await expect(admin.getByRole('table').first()).toBeVisible();

  // The other admin takes Ada's role away while her panel is open.
  const other = await loggedIn(browser, 'user');
  await openAdmin(other, '/admin', origin());
  const ada = other
    .getByRole('region', { name: 'Users and roles' })
    .getByRole('row')
    .filter({ hasText: 'Ada Admin' });
  await ada.getByRole('button', { name: 'Remove admin: Ada Admin' }).click();
  await other
    .getByRole('dialog', { name: 'Remove admin: Ada Admin?' })
    .getByRole('button', { name: 'Remove admin' })
    .click();
  await expect(ada.getByRole('cell', { name: 'User', exact: true })).toBeVisible();

  await admin.getByRole('tab', { name: 'Player Links' }).click();
  const panel = admin.getByRole('tabpanel', { name: 'Player Links' });
  await expect(panel.getByRole('alert')).toHaveText('Failed to fetch player links');
  await expect(panel.getByRole('table')).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Locations' }).click();
  await expect(admin.getByRole('tabpanel', { name: 'Locations' }).getByRole('alert')).toHaveText(
    'Failed to fetch locations',
  );
  // And the next page load sends her to /.
  await admin.goto(`${origin()}/admin`);
  await expect(admin).toHaveURL(`${origin()}/`);
});
