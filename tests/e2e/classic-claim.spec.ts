// Why a browser: a real login through the local stand-ins for Discord and Google (OAuth 2.0 with
// PKCE, the provider's redirects, a session cookie) before a claim and an admin's review, on a
// server of the suite's own: the suite's server accepts every score, this one holds the
// implausible ones for review, as production does.
import { rmSync } from 'node:fs';
import { devices, expect, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { formatNumber } from '../../src/domain/format';
import { type MockProviders, startMockProviders } from '../support/oauth-mocks';
import { worldBoardTop } from '../support/world-board';
import { logIn } from './admin';
import { classicUrl } from './classic';
import { whenReady } from './hydration';
import { type OwnServer, startOwnServer } from './own-server';
import { E2E_LOGINS } from './suite-server';

// A server of this suite's own whose Google and Discord are local mock providers, so a visitor
// really logs in (OAuth 2.0 with PKCE, a session cookie) before claiming a profile.
let server: OwnServer | undefined;
let mocks: MockProviders;
let origin = '';
let dataDir = '';
const INGEST_TOKEN = 'claim-spec-ingest-token';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _ }, info) => {
  const port = Number(process.env.E2E_PORT ?? 4399) + 60 + info.parallelIndex;
  dataDir = `data/e2e-claim-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mocks = await startMockProviders();
  server = await startOwnServer(port, {
    ...mocks.env,
    PGLITE_DIR: `${dataDir}/pglite`,
    DATABASE_URL: '',
    ADMIN_EMAILS: E2E_LOGINS.admin,
    INGEST_TOKEN,
  });
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

test('an admin reviews a held score on a 390 px phone: the bar counts it, its tab opens on a card that fits', async ({
  browser,
  request,
}) => {
  // A score twenty times its level's top at the world leader's venue: held for review.
  const leader = await worldBoardTop(origin);
  const data = (await (
    await request.get(
      `${origin}/api/activate/players/player/${encodeURIComponent(leader.players)}/location/${leader.locationId}`,
    )
  ).json()) as PlayerData;
  const level = data.scores.find((s) => s.roomName !== 'Hidden' && s.topScore > 1000);
  if (!level) throw new Error('The leader has no level with a top');
  const player = `Held Tester ${Date.now().toString(36)}`;
  const score = level.topScore * 20;
  const ingested = await request.post(`${origin}/api/ingest`, {
    headers: { authorization: `Bearer ${INGEST_TOKEN}`, 'content-type': 'application/x-ndjson' },
    data: JSON.stringify({
      player,
      location: data.locationName,
      room: level.roomName,
      game: level.gameName,
      level: level.levelId,
      score,
      playedAt: new Date().toISOString(),
    }),
  });
  expect(((await ingested.json()) as { held: unknown[] }).held).toHaveLength(1);

  const phone = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await logIn(page, 'admin', origin);
  // The bar counts the score waiting; its link opens the Held scores tab.
  await page.getByRole('link', { name: 'Admin Page 1 score waits for review' }).click();
  await whenReady(page);
  await expect(page.getByRole('tab', { name: 'Held scores 1 waiting' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page
    .getByRole('list', { name: 'Held scores' })
    .getByRole('listitem')
    .filter({ hasText: player });
  await expect(card).toContainText(formatNumber(score));
  const reject = card.getByRole('button', { name: /^Reject / });
  // The card, its reason and both decisions on the phone's screen, nothing scrolled sideways.
  for (const part of [
    card,
    card.getByLabel(/^Reason/),
    reject,
    card.getByRole('button', { name: /^Accept / }),
  ]) {
    const box = await part.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, String(await part.textContent())).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await card.getByLabel(/^Reason/).fill('A misread, checked on the phone');
  await reject.click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Held scores' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Review log' }).getByRole('row').filter({ hasText: player }),
  ).toContainText('Rejected');
  await phone.close();
});
