// Why a browser: the landing search as a visitor uses it, from page to page. The box has the focus
// when the page opens; the type-ahead answers from the real API as one types (accents folded), and
// a press on a name picks it (the press must not take the focus from the box first, or the list
// closes before the click lands); a name that finds nobody offers the names it could mean; the
// venue choice is a modal dialog that a click on the dimmed page around it closes; a search opens
// the player's summary; the footer still shows when the API has no statistics (its visibility
// waits on the Daily Visits block).
// What the pages say is tests/pages/landing.test.ts's; the box's keys and states are
// tests/islands/{player-search,landing-type-ahead}.test.tsx's.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { PlayerSuggestion } from '../../src/contract/schemas/suggestions';
import { playerPath } from '../../src/domain/paths';
import { suggestionPath } from '../../src/domain/suggestions';
import { gotoReady, whenReady } from './hydration';
import { playerWithVenues } from './players';

/** The names the API suggests for `q`, as the type-ahead shows them. */
async function suggested(request: APIRequestContext, q: string): Promise<PlayerSuggestion[]> {
  const res = await request.get(`/api/players/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as PlayerSuggestion[];
}

/** Where picking a suggested player leads: their summary, or the venue choice of several. */
async function expectOpened(page: Page, pick: PlayerSuggestion): Promise<void> {
  const [only, ...more] = pick.locations;
  if (only && more.length === 0) await expect(page).toHaveURL(playerPath(pick.name, only.id));
  else await expect(page.getByRole('dialog')).toBeVisible();
}

test('the landing search: names offered as one types, a name that finds nobody, the venue choice, and the summaries it opens', async ({
  page,
  request,
}) => {
  const zoe = await suggested(request, 'zoe');
  const first = zoe[0] as PlayerSuggestion;
  expect(first.name).toMatch(/^Zoë/);
  const several = await playerWithVenues(request, { atLeast: 2 });
  const one = await playerWithVenues(request, { count: 1 });
  // The API has no statistics today.
  await page.route('**/api/stats/daily', (route) => route.fulfill({ json: null }));
  await gotoReady(page, '/');
  const box = page.getByRole('combobox', { name: 'Player Name' });

  await test.step('the box has the focus; without statistics the footer still shows', async () => {
    await expect(box).toBeFocused();
    await expect(page.getByRole('button', { name: 'Switch to the classic view' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Daily Visits/ })).toHaveCount(0);
  });

  await test.step("'zoe' with no name chosen is searched as typed: 'Player not found', and the names it could mean", async () => {
    await box.fill('zoe');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options).toHaveCount(zoe.length);
    await box.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Player not found');
    await expect(page.getByRole('listbox')).toBeHidden();
    const offered = page.getByRole('navigation', { name: 'Did you mean:' }).getByRole('link');
    await expect(offered).toHaveCount(zoe.length);
    for (const [i, s] of zoe.entries())
      await expect(offered.nth(i)).toHaveAttribute('href', suggestionPath(s));
  });

  await test.step("the names offered for 'zoe' list a Zoë first; Down marks her, and a press on her name opens her", async () => {
    await box.fill('');
    await box.fill('zoe');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options).toHaveCount(zoe.length);
    await expect(options.first()).toContainText(first.name);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    );
    await options.first().click();
    await expectOpened(page, first);
  });

  await test.step("back to the landing: her venue choice closed (the demo's Zoë plays at two), or Back from her summary", async () => {
    if (page.url().endsWith('/summary')) {
      await page.goBack();
      await expect(page).toHaveURL('/');
      await whenReady(page);
    } else await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  await test.step("a player at several venues: a dialog links each venue's summary; its button, and a click on the page around it, close it", async () => {
    // Case and spaces do not matter.
    await box.fill(`  ${several.name.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(several.venues.length);
    for (const [i, venue] of several.venues.entries()) {
      await expect(links.nth(i)).toContainText(venue.name);
      await expect(links.nth(i)).toHaveAttribute(
        'href',
        `/player/${encodeURIComponent(several.name.toUpperCase())}/location/${venue.id}/summary`,
      );
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();
  });

  await test.step('a player at one venue: straight to the summary', async () => {
    await box.fill(one.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(playerPath(one.name, one.venues[0]?.id ?? 0));
  });
});
