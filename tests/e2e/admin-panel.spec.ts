import { expect, type Page, test } from '@playwright/test';
import { HOSTILE_NAMES } from '../support/hostile-names';
import { logIn, openAdmin, scriptsThatRan, watchForScripts } from './admin';
import { widthOf } from './projects';

// Each test works on data of its own (a venue, a badge) or on a challenge no other test uses, so
// the projects running side by side on the shared server never see each other's changes.

test.beforeEach(async ({ page }) => {
  await watchForScripts(page);
  await logIn(page, 'admin');
});

/** A name unique to this test run and project. */
const unique = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`;

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test('Locations: add (a blank name sends nothing), rename and remove after confirming', async ({
  page,
}, info) => {
  await openAdmin(page, '/admin?tab=locations');
  const table = page.getByRole('table', { name: 'Locations' });
  const name = unique('E2E Venue', info.project.name);
  const field = page.getByLabel('Location name');
  const add = page.getByRole('button', { name: 'Add location' });
  await expect(table).toBeVisible();

  await field.fill('   ');
  await expect(add).toBeDisabled();
  await field.fill(`  ${name}  `);
  await add.click();
  // Trimmed, in the list at once, and the form empties for the next one.
  await expect(row(page, name)).toBeVisible();
  await expect(field).toHaveValue('');

  const renamed = `${name} Renamed`;
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rename ${name}` });
  const nameField = dialog.getByLabel('Location name');
  await nameField.fill(' ');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await nameField.fill(renamed);
  await nameField.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);

  // Removing asks first; Cancel keeps it.
  await page.getByRole('button', { name: `Remove ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${renamed}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, renamed)).toHaveCount(0);

  // The server agrees.
  await page.reload();
  await expect(table).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
});

test('Locations: removing a venue that has scores fails with its message and keeps it', async ({ page }) => {
  await openAdmin(page, '/admin?tab=locations');
  const seeded = page
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .first();
  const removeButton = seeded.getByRole('button', { name: /^Remove / });
  const label = (await removeButton.getAttribute('aria-label')) ?? '';
  const venue = label.replace(/^Remove /, '');
  await removeButton.click();
  const confirm = page.getByRole('dialog', { name: `Remove ${venue}?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Failed to delete location');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, venue)).toBeVisible();
});

test('Badges: a hostile title shows as text and runs nothing; edit, sort both ways, delete', async ({
  page,
}, info) => {
  await openAdmin(page, '/admin?tab=badges');
  const table = page.getByRole('table', { name: 'Badges' });
  await expect(table).toBeVisible();
  const title = `${HOSTILE_NAMES[0]} ${unique('', info.project.name).trim()}`;
  const description = `${HOSTILE_NAMES[1]} ${HOSTILE_NAMES[4]}`;
  const add = page.getByRole('button', { name: 'Add badge' });

  // Both fields are required.
  await expect(add).toBeDisabled();
  await page.getByLabel('Badge title').fill(title);
  await expect(add).toBeDisabled();
  await page.getByLabel('Badge description').fill(description);
  await add.click();
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title).getByRole('cell', { name: description, exact: true })).toBeVisible();
  expect(await table.locator('img').count()).toBe(0);
  expect(await scriptsThatRan(page)).toEqual({ pwned: undefined, violations: [] });

  const edited = `${title} (edited)`;
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${title}` });
  await dialog.getByLabel('Badge description').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Badge description').fill('Edited by the e2e suite');
  await dialog.getByLabel('Badge title').fill(edited);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, edited)).toBeVisible();
  await expect(row(page, edited).getByRole('cell', { name: 'Edited by the e2e suite' })).toBeVisible();

  // Sorting: first use ascending, then descending; the other field starts ascending and clears it.
  const titleHeader = page.getByRole('columnheader', { name: 'Title' });
  const descriptionHeader = page.getByRole('columnheader', { name: 'Description' });
  const titles = () => table.locator('tbody tr td:first-child').allTextContents();
  const byTitle = (a: string, b: string) =>
    a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await titles();
  expect(ascending).toEqual([...ascending].sort(byTitle));
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = await titles();
  expect(descending).toEqual([...ascending].reverse());
  await descriptionHeader.getByRole('button').click();
  await expect(descriptionHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(titleHeader).toHaveAttribute('aria-sort', 'none');

  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${edited}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row(page, edited)).toHaveCount(0);
  await page.reload();
  await expect(table).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
  expect(await scriptsThatRan(page)).toEqual({ pwned: undefined, violations: [] });
});

/** The live seeded challenges, oldest first; desktop and phone take different ones. */
async function liveChallenges(
  page: Page,
): Promise<Array<{ _id: number; gameName: string; gameLevel: number }>> {
  const res = await page.request.get('/api/challenges');
  const all = (await res.json()) as Array<{
    _id: number;
    gameName: string;
    gameLevel: number;
    isDeleted: boolean;
  }>;
  return all.filter((c) => !c.isDeleted).sort((a, b) => a._id - b._id);
}

test('Challenges: edit one, add score records (best first), level coerced to a number', async ({
  page,
}, info) => {
  const live = await liveChallenges(page);
  const challenge = widthOf(info) === 'desktop' ? live[0] : live.at(-1);
  if (!challenge) throw new Error('No live challenge in the seed');
  // From the Challenges tab's list to the challenge's page.
  await openAdmin(page, '/admin?tab=challenges');
  await page.locator(`a[href="/admin/challenges/${challenge._id}"]`).click();
  await expect(page).toHaveURL(`/admin/challenges/${challenge._id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Challenge: / })).toBeVisible();

  const add = page.getByRole('button', { name: 'Add record' });
  const name = page.getByLabel('Display name');
  const score = page.getByLabel('Score', { exact: true });
  await name.fill('Low Scorer');
  await score.fill('0');
  await expect(add).toBeDisabled();
  await score.fill('150');
  await name.fill('  ');
  await expect(add).toBeDisabled();
  await name.fill(`Low ${info.project.name}`);
  await add.click();
  await expect(row(page, `Low ${info.project.name}`)).toBeVisible();
  await name.fill(`${HOSTILE_NAMES[1]} ${info.project.name}`);
  await score.fill('987654321');
  await score.press('Enter');
  const top = page.locator('.admin-table tbody tr').first();
  await expect(top.getByRole('cell', { name: `${HOSTILE_NAMES[1]} ${info.project.name}` })).toBeVisible();
  const scores = (await page.locator('.admin-table tbody tr td:nth-child(3)').allTextContents()).map((s) =>
    Number(s.replace(/\D/g, '')),
  );
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  // An empty level is saved as 0.
  const newName = `${challenge.gameName} (${info.project.name})`;
  await page.getByLabel('Game name').fill(newName);
  await page.getByLabel('Game level').fill('');
  await page.getByRole('button', { name: 'Save challenge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Challenge: ${newName}, level 0` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Challenge: ${newName}, level 0` })).toBeVisible();
  await expect(page.getByLabel('Game level')).toHaveValue('0');
  expect(await scriptsThatRan(page)).toEqual({ pwned: undefined, violations: [] });
});

test('Challenges: a delete asks first and only marks the challenge deleted', async ({ page }, info) => {
  const live = await liveChallenges(page);
  const challenge = widthOf(info) === 'desktop' ? live[1] : live.at(-2);
  if (!challenge) throw new Error('Not enough live challenges in the seed');
  await openAdmin(page, '/admin/challenges');
  const deleted = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/admin/challenges/${challenge._id}"]`) });
  await expect(deleted.getByRole('cell', { name: 'Live' })).toBeVisible();
  await deleted.getByRole('button', { name: /^Delete challenge/ }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the ${challenge.gameName} challenge?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleted.getByRole('cell', { name: 'Deleted' })).toBeVisible();
  await expect(deleted.getByRole('button')).toHaveCount(0);
  // Still there after a reload, and its page says so.
  await page.reload();
  await expect(deleted.getByRole('cell', { name: 'Deleted' })).toBeVisible();
  await deleted.getByRole('link').click();
  await expect(page.getByText('Status: Deleted')).toBeVisible();
});
