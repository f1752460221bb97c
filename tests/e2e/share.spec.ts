import { expect, type Page, test } from '@playwright/test';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { worldLeader } from './players';

/**
 * Sharing as a user meets it, at both widths: the link preview a chat builds from the page's tags
 * (an absolute card image that is a PNG, the feeds offered), and the Share button's three ways:
 * the system's share sheet, the copied link, the link shown when the clipboard is refused.
 */
const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content');

test.describe('sharing a page', () => {
  test("a summary's link preview: the card is an absolute PNG of 1200 x 630, and its feeds answer", async ({
    page,
    request,
    baseURL,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    const image = (await meta(page, 'og:image')) ?? '';
    expect(image.startsWith(`${baseURL}/api/cards/player/`)).toBe(true);
    expect(await meta(page, 'twitter:image')).toBe(image);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'og:image:width')).toBe('1200');
    expect(await meta(page, 'og:image:height')).toBe('630');
    expect(await meta(page, 'og:type')).toBe('profile');
    expect(await meta(page, 'og:url')).toBe(`${baseURL}${playerPath(leader.name, leader.locationId)}`);
    expect(await meta(page, 'og:title')).toContain(leader.name);
    expect(await meta(page, 'og:description')).toMatch(/^Total [\d,]+ · #1 of [\d,]+ at .+ · rank \d+$/);
    // What a chat's crawler does next: fetch the image from outside the page.
    const card = await request.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const feeds = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(feeds).toHaveCount(2);
    for (const href of await feeds.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))) {
      const feed = await request.get(href);
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    }
  });

  test("a venue board's link preview shows the board's card", async ({ page, request, baseURL }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));
    const image = (await meta(page, 'og:image')) ?? '';
    expect(image).toBe(`${baseURL}/api/cards/location/${leader.locationId}/card.png`);
    expect(await meta(page, 'og:description')).toMatch(/^The .+ leaderboard: #1 /);
    // The page is kept once for the venue's every player: it shares the public board, no one's path.
    expect(await meta(page, 'og:url')).toBe(`${baseURL}/leaderboards/${leader.locationId}`);
    const card = await request.get(image);
    expect(card.headers()['content-type']).toBe('image/png');
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  });

  test("a level board's preview is the player's card with the record and their place; a public venue board has its board card", async ({
    page,
    request,
    baseURL,
  }) => {
    const leader = await worldLeader(request);
    const data = (await (
      await request.get(
        `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
      )
    ).json()) as { scores: Array<{ gameId: number; levelId: number; highScore: number }> };
    const played = data.scores.find((s) => s.highScore > 0);
    if (!played) throw new Error('the world leader has played nothing');
    await gotoReady(page, levelBoardPath(leader.name, leader.locationId, played.gameId, played.levelId + 1));
    const image = (await meta(page, 'og:image')) ?? '';
    expect(image.startsWith(`${baseURL}/api/cards/player/`)).toBe(true);
    const description = (await meta(page, 'og:description')) ?? '';
    expect(description).toMatch(/^Record: .+, [\d,]+\. /);
    expect(description).toContain(`${leader.name}: #`);
    expect((await request.get(image)).headers()['content-type']).toBe('image/png');

    await page.goto(`/leaderboards/${leader.locationId}`);
    expect(await meta(page, 'og:image')).toBe(`${baseURL}/api/cards/location/${leader.locationId}/card.png`);
    expect(await meta(page, 'og:url')).toBe(`${baseURL}/leaderboards/${leader.locationId}`);
  });

  test('Share without a share sheet copies the link and says so', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A desktop browser without the Web Share API.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    const button = page.getByRole('button', { name: 'Share', exact: true });
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await meta(page, 'og:url'));
  });

  test('Share hands the title and the link to the share sheet where there is one', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: await meta(page, 'og:title'), url: await meta(page, 'og:url') }]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  test('Share shows the link to copy by hand when the clipboard is refused too', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }),
      });
    });
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Copy this link' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue((await meta(page, 'og:url')) ?? '');
    // Selected, ready for the keyboard's copy.
    expect(
      await field.evaluate(
        (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
      ),
    ).toBe(((await meta(page, 'og:url')) ?? '').length);
  });
});
