import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS } from '../../playwright.config';
import { playerPath } from '../../src/domain/paths';
import { commandBody, E2E_DISCORD_KEYS, signedHeaders } from '../support/discord-signing';
import { DEFAULT_IDENTITIES } from '../support/oauth-mocks';
import { gotoReady } from './hydration';
import { playerWithVenues } from './players';
import { widthOf } from './projects';

/** Logs in through the (mock) provider from the older UI's top bar. */
async function logIn(page: Page, provider: 'Google' | 'Discord') {
  await page.addInitScript(() => localStorage.setItem('featureFlags', JSON.stringify({ oldUI: true })));
  await gotoReady(page, '/mini-tournament');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
}

/** A mutation from the page itself: same origin, the anti-forgery cookie echoed. */
function send(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.split('=')[1] ?? '';
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token) },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

test('the owner tracks a profile from Discord; the summary then shows it tracked, with what changed', async ({
  browser,
  request,
}, info) => {
  test.skip(
    widthOf(info) !== 'desktop',
    'One Discord account can own one profile: the flow runs once per suite.',
  );
  const player = await playerWithVenues(request, { count: 1, fromEnd: true });
  const venue = player.venues[0]?.id ?? 0;

  // 1. The owner logs in with Discord and claims the profile; an admin approves it.
  const owner = await browser.newPage();
  await logIn(owner, 'Discord');
  const claim = await send(owner, 'POST', '/api/player-link/request', {
    playerName: player.name,
    email: 'nelly.player@example.com',
  });
  expect(claim.status).toBe(200);
  const admin = await browser.newPage();
  await logIn(admin, 'Google');
  expect((await send(admin, 'PUT', `/api/player-link/approve/${claim.body.playerLinkId}`)).status).toBe(200);

  // 2. The owner types /track in the roles channel (Discord signs what it sends).
  const body = commandBody('track', player.name, DEFAULT_IDENTITIES.discord.id, E2E_OPS.rolesChannel);
  const tracked = await request.post('/api/discord/interactions', {
    headers: signedHeaders(E2E_DISCORD_KEYS.privateKey, body),
    data: body,
  });
  expect((await tracked.json()).data.content).toMatch(new RegExp(`^${player.name} is now tracked`));

  // 3. New scores arrive, and the day is rolled over.
  const levels = (await (
    await request.get(`/api/activate/players/player/${encodeURIComponent(player.name)}/location/${venue}`)
  ).json()) as {
    scores: Array<{ roomName: string; gameName: string; levelId: number; highScore: number }>;
    locationName: string;
  };
  const level = levels.scores.find((s) => s.highScore === 0) ?? levels.scores[0];
  const event = {
    player: player.name,
    location: levels.locationName,
    room: level?.roomName,
    game: level?.gameName,
    level: level?.levelId,
    score: (level?.highScore ?? 0) + 1234,
    playedAt: new Date().toISOString(),
  };
  const ingest = await request.post('/api/ingest', {
    headers: { authorization: `Bearer ${E2E_OPS.ingestToken}`, 'content-type': 'application/x-ndjson' },
    data: JSON.stringify(event),
  });
  expect(ingest.status()).toBe(200);
  const rolled = await request.post('/api/jobs/rollover', {
    headers: { authorization: `Bearer ${E2E_OPS.ingestToken}`, 'content-type': 'application/json' },
    data: JSON.stringify({ force: true }),
  });
  expect(rolled.status()).toBe(200);

  // 4. Anyone looking at the summary sees the profile tracked and the change.
  const page = await browser.newPage();
  await gotoReady(page, playerPath(player.name, venue));
  await expect(page.getByText('Profile Being Tracked')).toBeVisible();
  const scoreLine = page.locator('.summary__line').filter({ hasText: 'Score' }).first();
  await expect(scoreLine.locator('.difference--better')).toContainText('+1,234');
});
