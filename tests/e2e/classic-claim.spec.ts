// Why a browser: a real login through the local stand-in for Discord (OAuth 2.0 with PKCE, the
// provider's redirects, a session cookie) before the claim, on a server of the suite's own.
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type MockProviders, startMockProviders } from '../support/oauth-mocks';
import { worldBoardTop } from '../support/world-board';
import { classicUrl } from './classic';
import { type OwnServer, startOwnServer } from './own-server';

// A server of this suite's own whose Google and Discord are local mock providers, so a visitor
// really logs in (OAuth 2.0 with PKCE, a session cookie) before claiming a profile.
let server: OwnServer | undefined;
let mocks: MockProviders;
let origin = '';
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _ }, info) => {
  const port = Number(process.env.E2E_PORT ?? 4399) + 60 + info.parallelIndex;
  dataDir = `data/e2e-claim-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mocks = await startMockProviders();
  server = await startOwnServer(port, { ...mocks.env, PGLITE_DIR: `${dataDir}/pglite`, DATABASE_URL: '' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await mocks?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a logged-in user without a profile claims one: Claim Profile, their e-mail, then Request Sent', async ({
  page,
}) => {
  const player = await worldBoardTop(origin);
  await page.addInitScript(() => localStorage.setItem('featureFlags', JSON.stringify({ oldUI: true })));
  const screen = `${origin}${classicUrl(player.players, player.locationId)}`;
  await page.goto(screen);
  await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
  // A visitor has nothing to claim with.
  await expect(page.getByRole('button', { name: 'Claim Profile' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'Continue with Discord' }).click();
  // Back from the provider on the same screen, logged in.
  await expect(page).toHaveURL(screen);
  await expect(page.getByText('Welcome, nelly!')).toBeVisible();

  await page.getByRole('button', { name: 'Claim Profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Claim ${player.players}` });
  const send = dialog.getByRole('button', { name: 'Send request' });
  // Nothing is sent without an e-mail.
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your e-mail').fill(mocks.identities.discord.email);
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

  // The server has the request: asked with this user's session, as the screen asks when it loads,
  // it no longer offers a claim (the screen then shows no Claim Profile: tests/islands/
  // classic-screens.test.tsx, "asks the server whether a logged-in user without a profile may claim it").
  const check = await page.request.get(
    `${origin}/api/player-link/check-request/${encodeURIComponent(player.players)}`,
  );
  expect(check.status()).toBe(200);
  expect(await check.json()).toEqual({ canRequest: false });
});
