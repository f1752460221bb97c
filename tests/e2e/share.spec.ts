// Why a browser: the Share button's three ways with a real browser's navigator, one after another
// on one summary: the system's share sheet where there is one, else the link copied to the real
// clipboard (its permission granted) and 'Link copied' announced, else, the clipboard refused too,
// the link shown in a field that takes the focus with the whole link selected; and the button's
// size as laid out (a tap target of 44 px). The link previews' tags, the cards and the feeds are
// tests/pages/public-link-previews.test.ts's; the button's states tests/islands/share-button.test.tsx's.
import { expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { worldLeader } from './players';

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content');

test('Share: the share sheet where there is one, else the link copied, else the link shown to copy by hand', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A share sheet that records what it is handed.
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
  const button = page.getByRole('button', { name: 'Share', exact: true });
  const url = (await meta(page, 'og:url')) ?? '';
  expect(url).not.toBe('');

  await test.step('a tap target of 44 px', async () => {
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  });

  await test.step('the share sheet is handed the title and the link, and nothing is copied', async () => {
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: await meta(page, 'og:title'), url }]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  await test.step("without a share sheet (a desktop browser's), the link is copied and 'Link copied' said", async () => {
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  await test.step('the clipboard refused too: the link shown in a focused field, all of it selected', async () => {
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }),
      });
    });
    await button.click();
    const field = page.getByRole('textbox', { name: 'Copy this link' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(url);
    expect(
      await field.evaluate(
        (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
      ),
    ).toBe(url.length);
  });
});
