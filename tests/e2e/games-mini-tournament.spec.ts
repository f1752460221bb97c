import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './hydration';

async function addGame(page: Page, name: string) {
  await page.getByLabel('Game name').fill(name);
  await page.getByRole('button', { name: 'Add game' }).click();
}

const gameNames = (page: Page) => page.getByRole('list', { name: 'Games' }).getByRole('listitem');

test('a mini tournament goes setup -> started -> finished -> restart, surviving a reload in each state', async ({
  page,
}) => {
  await gotoReady(page, '/mini-tournament');
  await expect(page.getByRole('heading', { name: 'Setup' })).toBeVisible();

  // Setup: games are added, renamed and removed; a blank name is not accepted.
  await expect(page.getByRole('button', { name: 'Start playing' })).toBeDisabled();
  await page.getByLabel('Game name').fill('   ');
  await expect(page.getByRole('button', { name: 'Add game' })).toBeDisabled();
  await addGame(page, 'Hexa Hop');
  await addGame(page, 'Pixel Run');
  await addGame(page, 'Laser Maze');
  await page.getByRole('button', { name: 'Rename Pixel Run' }).click();
  await page.getByLabel('New name for Pixel Run').fill('Neon Tag');
  await page.getByLabel('New name for Pixel Run').press('Enter');
  await page.getByRole('button', { name: 'Remove Laser Maze' }).click();
  await expect(gameNames(page)).toHaveText(['Hexa Hop', 'Neon Tag']);
  await page.reload();
  await expect(gameNames(page)).toHaveText(['Hexa Hop', 'Neon Tag']);

  // Started: names are locked, scores are whole numbers of 0 or more.
  await page.getByRole('button', { name: 'Start playing' }).click();
  await expect(page.getByRole('heading', { name: 'Playing' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Playing' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Rename|Remove) / })).toHaveCount(0);
  await expect(page.getByLabel('Game name')).toHaveCount(0);
  await page.getByLabel('Score for Hexa Hop').fill('-5');
  await expect(page.getByRole('alert')).toHaveText('Scores are whole numbers of 0 or more');
  await page.getByLabel('Score for Hexa Hop').fill('4200');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await page.getByLabel('Score for Neon Tag').fill('3150');
  await page.reload();
  await expect(page.getByLabel('Score for Hexa Hop')).toHaveValue('4200');
  await expect(page.getByLabel('Score for Neon Tag')).toHaveValue('3150');

  // Finished: the total is shown and the scores are locked.
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Total: 7,350')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
  await expect(page.getByText('Total: 7,350')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // Restart: back to setup with the same games and no scores.
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('heading', { name: 'Setup' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Setup' })).toBeVisible();
  await expect(gameNames(page)).toHaveText(['Hexa Hop', 'Neon Tag']);
  await page.getByRole('button', { name: 'Start playing' }).click();
  await expect(page.getByLabel('Score for Hexa Hop')).toHaveValue('');
});
