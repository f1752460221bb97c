import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { PlayerSuggestion } from '../../src/contract/schemas/suggestions';
import { suggestionPath } from '../../src/domain/suggestions';
import { gotoReady } from './hydration';
import { playerWithVenues, seededNames } from './players';

test.describe('landing page search', () => {
  test('shows the product title with its author, and the search box takes focus', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Arcade Stats');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('by Alex');
    await expect(page.getByLabel('Player Name')).toBeFocused();
  });

  test('keeps Search disabled for a blank or whitespace-only name', async ({ page }) => {
    await gotoReady(page, '/');
    const search = page.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await page.getByLabel('Player Name').fill('    ');
    await expect(search).toBeDisabled();
    await page.getByLabel('Player Name').fill('a');
    await expect(search).toBeEnabled();
  });

  test("says 'Player not found' under the box for an unknown name", async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByLabel('Player Name').fill('No Such Player Anywhere');
    await page.getByLabel('Player Name').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Player not found');
  });

  test('offers every venue of a player who plays at several, each linking to the summary', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { atLeast: 2 });
    await gotoReady(page, '/');
    // Case and spaces do not matter.
    await page.getByLabel('Player Name').fill(`  ${player.name.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(player.venues.length);
    for (const [i, venue] of player.venues.entries()) {
      await expect(links.nth(i)).toContainText(venue.name);
      await expect(links.nth(i)).toHaveAttribute(
        'href',
        `/player/${encodeURIComponent(player.name.toUpperCase())}/location/${venue.id}/summary`,
      );
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // A click on the dimmed page around it closes it too.
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();
  });

  test('goes straight to the summary of a player who plays at one venue', async ({ page, request }) => {
    const player = await playerWithVenues(request, { count: 1 });
    await gotoReady(page, '/');
    await page.getByLabel('Player Name').fill(player.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      `/player/${encodeURIComponent(player.name)}/location/${player.venues[0]?.id}/summary`,
    );
  });
});

test('the API reports itself healthy', async ({ request }) => {
  const res = await request.get('/api/health-check');
  expect(await res.json()).toEqual({ healthy: true, message: 'OK' });
});

test('a search sent before the page was ready still finds the player', async ({ page, request }) => {
  const player = await playerWithVenues(request, { count: 1 });
  // What the form sends as a plain GET when pressed before its script has run.
  await page.goto(`/?search=${encodeURIComponent(player.name)}`);
  await expect(page).toHaveURL(
    `/player/${encodeURIComponent(player.name)}/location/${player.venues[0]?.id}/summary`,
  );
});

/** The names the API suggests for `q`, as the type-ahead shows them. */
async function suggested(request: APIRequestContext, q: string): Promise<PlayerSuggestion[]> {
  const res = await request.get(`/api/players/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as PlayerSuggestion[];
}

/** The start of a seeded name that several names share, and their suggestions. */
async function sharedStart(request: APIRequestContext): Promise<{ q: string; names: PlayerSuggestion[] }> {
  for (const name of seededNames().slice(0, 40)) {
    const q = name.slice(0, 2);
    const names = await suggested(request, q);
    if (names.length >= 3) return { q, names };
  }
  throw new Error('No two letters start three seeded names');
}

/** Where picking a suggested player leads: their summary, or the venue choice of several. */
async function expectOpened(page: Page, pick: PlayerSuggestion): Promise<void> {
  if (pick.locations.length === 1)
    await expect(page).toHaveURL(
      `/player/${encodeURIComponent(pick.name)}/location/${pick.locations[0]?.id}/summary`,
    );
  else await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe('type-ahead on the landing search', () => {
  test("offers accented names for plain letters: 'zoe' lists a Zoë, and Down then Enter opens it", async ({
    page,
    request,
  }) => {
    const names = await suggested(request, 'zoe');
    const first = names[0] as PlayerSuggestion;
    expect(first.name).toMatch(/^Zoë/);
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Player Name' });
    await box.fill('zoe');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options).toHaveCount(names.length);
    await expect(options.first()).toContainText(first.name);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    );
    await box.press('Enter');
    await expectOpened(page, first);
  });

  test('moves through the names with the arrows, wrapping, and closes on Escape', async ({
    page,
    request,
  }) => {
    const { q, names } = await sharedStart(request);
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Player Name' });
    await box.fill(q);
    const options = page.getByRole('option');
    await expect(options).toHaveCount(names.length);
    await box.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
  });

  test('a tap on a name opens it', { tag: '@phone' }, async ({ page, request }) => {
    const { q, names } = await sharedStart(request);
    const second = names[1] as PlayerSuggestion;
    await gotoReady(page, '/');
    await page.getByRole('combobox', { name: 'Player Name' }).fill(q);
    await page.getByRole('option', { name: second.name }).click();
    await expectOpened(page, second);
  });

  test('asks nothing for one letter, and Enter still searches the text as typed', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/players/suggest')) asked.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    // The page's timers are the test's: the type-ahead's wait passes at once.
    await page.clock.install();
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Player Name' });
    await box.fill('z');
    await page.clock.runFor(2000);
    await expect(page.getByRole('listbox')).toBeHidden();
    // The list is open, no name is chosen: Enter looks 'zoe' up exactly, and nobody is called that.
    await box.fill('zoe');
    await page.clock.runFor(2000);
    await expect(page.getByRole('option').first()).toBeVisible();
    // Requests are reported in the order they were made: none was made for the one letter.
    expect(asked).toEqual(['zoe']);
    await box.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Player not found');
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

test.describe("'Did you mean' after a name that finds nobody", () => {
  test('the landing offers the names it could be, each leading to the player', async ({ page, request }) => {
    const names = await suggested(request, 'zoe');
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Player Name' });
    await box.fill('zoe');
    await box.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Player not found');
    const offered = page.getByRole('navigation', { name: 'Did you mean:' }).getByRole('link');
    await expect(offered).toHaveCount(names.length);
    for (const [i, s] of names.entries())
      await expect(offered.nth(i)).toHaveAttribute('href', suggestionPath(s));
  });

  test('a player page for a misspelt name keeps its message and offers the name it meant', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { count: 1 });
    const typo = `${player.name.slice(0, -1)}${player.name.endsWith('q') ? 'x' : 'q'}`;
    const res = await page.goto(
      `/player/${encodeURIComponent(typo)}/location/${player.venues[0]?.id}/summary`,
    );
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Error: No player was found.')).toBeVisible();
    const meant = page
      .getByRole('navigation', { name: 'Did you mean:' })
      .getByRole('link', { name: player.name });
    await expect(meant).toHaveAttribute(
      'href',
      `/player/${encodeURIComponent(player.name)}/location/${player.venues[0]?.id}/summary`,
    );
    await expect(page.getByRole('search')).toBeVisible();
  });
});
