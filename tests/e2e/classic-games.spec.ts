import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type ClassicVenue,
  classicPlayer,
  classicUrl,
  classicVenues,
  openClassic,
  rivalAt,
  useOldUI,
} from './classic';
import { seededNames } from './players';

test.beforeEach(async ({ page }) => {
  await useOldUI(page);
});

interface Level {
  label: number;
  score: number;
  top: number;
}

interface Setup {
  name: string;
  venue: ClassicVenue;
  room: ClassicVenue['rooms'][number];
  game: ClassicVenue['rooms'][number]['games'][number];
  levels: Level[];
}

/** The game of a player's best venue whose levels are the most varied, with how varied (0-4). */
async function bestGame(request: APIRequestContext, name: string): Promise<[Setup | undefined, number]> {
  const [venue] = await classicVenues(request, name);
  if (!venue) return [undefined, -1];
  const info = await classicPlayer(request, name, venue.id);
  const scores = new Map(info.high_scores.map((s) => [`${s.game_id}:${s.level_id}`, s.score]));
  let best: Setup | undefined;
  let bestVariety = -1;
  for (const room of venue.rooms.filter((r) => r.id !== 21)) {
    for (const game of room.games) {
      const levels = game.levels.map((l) => ({
        label: l.level_id + 1,
        score: scores.get(`${game.id}:${l.level_id}`) ?? 0,
        top: l.top_score,
      }));
      const variety = [
        levels.some((l) => l.score > 0 && l.score >= l.top),
        levels.some((l) => l.score > 0 && l.score < l.top),
        levels.some((l) => l.score === 0),
        levels.some((l) => l.score > 0 && l.score < l.top && l.top - l.score <= 500),
      ].filter(Boolean).length;
      if (variety > bestVariety) {
        bestVariety = variety;
        best = { name: info.player_name, venue, room, game, levels };
      }
    }
  }
  return [best, bestVariety];
}

/**
 * A seeded player at several venues and their most varied game: one with top, not-top and
 * missing levels keeps every filter check meaningful (the seed is deterministic).
 */
async function setUp(request: APIRequestContext): Promise<Setup> {
  for (const name of seededNames().slice(0, 80)) {
    const res = await request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`);
    if (!res.ok() || ((await res.json()) as unknown[]).length < 2) continue;
    const [best, variety] = await bestGame(request, name);
    if (best && variety >= 3) return best;
  }
  throw new Error('No seeded player at several venues with a varied game');
}

async function openGame(page: Page, s: Setup) {
  await openClassic(page, classicUrl(s.name, s.venue.id, 'games', s.room.id));
  await expect(page.getByText('Disclaimer - Game Scores are no longer reliable')).toBeVisible();
  await page.getByRole('tab', { name: s.game.name, exact: true }).click();
}

/** The level labels the shown table lists. */
async function shownLevels(page: Page): Promise<number[]> {
  const table = page.getByRole('tabpanel').getByRole('table');
  await expect(table).toBeVisible();
  const labels = await table.locator('tbody th[scope="row"]').allTextContents();
  return labels.map(Number);
}

/** Sets filters in the Filters modal, then closes it. */
async function withFilters(page: Page, act: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await act(dialog);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

const labelsWhere = (levels: Level[], keep: (l: Level) => boolean) => levels.filter(keep).map((l) => l.label);

test.describe('older UI: games view', () => {
  test('lists levels 1 to 10 with score and top score, the top scores marked', async ({ page, request }) => {
    const s = await setUp(request);
    await openGame(page, s);
    expect(await shownLevels(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const table = page.getByRole('tabpanel').getByRole('table');
    await expect(table.locator('thead th')).toHaveText(['Level', 'Score', 'Top Score']);
    const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);
    for (const l of s.levels) {
      const row = table.locator('tbody tr').nth(l.label - 1);
      await expect(row.locator('td').first()).toContainText(n(l.score));
      await expect(row.locator('td').last()).toHaveText(n(l.top));
      const top = l.score > 0 && l.score >= l.top;
      // Green and a spelled-out "(top score)": colour is never the only signal.
      await expect(row.locator('td.cell--top')).toHaveCount(top ? 1 : 0);
      if (top) await expect(row.locator('td').first()).toContainText('(top score)');
    }
  });

  test('filters by each level state, one at a time', async ({ page, request }) => {
    const s = await setUp(request);
    await openGame(page, s);
    const cases: Array<[string, (l: Level) => boolean]> = [
      ['Top scores', (l) => l.score > 0 && l.score >= l.top],
      ['Not top scores', (l) => l.score > 0 && l.score < l.top],
      ['Missing levels', (l) => l.score === 0],
      ['Levels to improve', (l) => l.score > 0 && l.score < l.top && l.top - l.score <= 200],
    ];
    for (const [label, keep] of cases) {
      await withFilters(page, async (dialog) => {
        await dialog.getByLabel(label, { exact: true }).check();
        // The four exclude each other: only the one just chosen is on.
        for (const [other] of cases)
          if (other !== label) await expect(dialog.getByLabel(other, { exact: true })).not.toBeChecked();
      });
      await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1 on');
      const expected = labelsWhere(s.levels, keep);
      if (expected.length === 0) await expect(page.getByText('No levels match the filters.')).toBeVisible();
      else expect(await shownLevels(page)).toEqual(expected);
    }

    // Improve by 500 instead of the default 200.
    await withFilters(page, async (dialog) => {
      await expect(dialog.getByLabel('200')).toBeChecked();
      await dialog.getByLabel('500').check();
    });
    const within500 = labelsWhere(s.levels, (l) => l.score > 0 && l.score < l.top && l.top - l.score <= 500);
    if (within500.length > 0) expect(await shownLevels(page)).toEqual(within500);
    else await expect(page.getByText('No levels match the filters.')).toBeVisible();

    // Off again: every level.
    await withFilters(page, async (dialog) => {
      await dialog.getByLabel('Levels to improve', { exact: true }).uncheck();
      await expect(dialog.getByLabel('500')).toBeDisabled();
    });
    expect(await shownLevels(page)).toHaveLength(10);

    // Filters are kept in this browser.
    await page.reload();
    await withFilters(page, async (dialog) => {
      await expect(dialog.getByLabel('500')).toBeChecked();
    });
  });

  test('compares with players (added by name and removed by a click) and filters against them', async ({
    page,
    request,
  }) => {
    const s = await setUp(request);
    const rival = await rivalAt(request, s.venue.name, s.name);
    const rivalInfo = await classicPlayer(request, rival, s.venue.id);
    const rivalScores = new Map(rivalInfo.high_scores.map((h) => [`${h.game_id}:${h.level_id}`, h.score]));
    const theirs = (l: Level) => rivalScores.get(`${s.game.id}:${l.label - 1}`) ?? 0;
    await openGame(page, s);

    // The comparison filters need something to compare with.
    await withFilters(page, async (dialog) => {
      await expect(dialog.getByLabel('Levels to match score')).toBeDisabled();
    });

    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    await expect(compare).toBeDisabled();
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue(String(s.venue.id));
    await page.getByLabel('Compare with player').fill(`${rival}; ${s.name}`);
    await compare.click();
    const chip = page.getByRole('button', { name: `Remove ${rival} from the comparison` });
    await expect(chip).toBeVisible();
    // The shown player is never compared with themself.
    await expect(page.locator('.compared__list li')).toHaveCount(1);
    const table = page.getByRole('tabpanel').getByRole('table');
    await expect(table.locator('thead th')).toHaveText(['Level', 'Score', rival, 'Top Score']);

    await withFilters(page, async (dialog) => {
      await dialog.getByLabel('Levels to match score').check();
      await dialog.getByLabel('Different levels').check();
      await expect(dialog.getByLabel('Levels to match score')).not.toBeChecked();
    });
    let expected = labelsWhere(s.levels, (l) => theirs(l) !== l.score);
    if (expected.length) expect(await shownLevels(page)).toEqual(expected);
    else await expect(page.getByText('No levels match the filters.')).toBeVisible();
    await withFilters(page, async (dialog) => {
      await dialog.getByLabel('Levels to match score').check();
      await expect(dialog.getByLabel('Different levels')).not.toBeChecked();
    });
    expected = labelsWhere(s.levels, (l) => theirs(l) > l.score);
    if (expected.length) expect(await shownLevels(page)).toEqual(expected);
    else await expect(page.getByText('No levels match the filters.')).toBeVisible();

    // Differences and totals.
    await withFilters(page, async (dialog) => {
      await dialog.getByLabel('Levels to match score').uncheck();
      await dialog.getByLabel('Score difference per level').check();
      await dialog.getByLabel('Total score per game').check();
    });
    await expect(table.locator('thead th')).toHaveText([
      'Level',
      'Score',
      rival,
      `Diff with ${rival}`,
      'Top Score',
    ]);
    const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);
    const total = s.levels.reduce((sum, l) => sum + l.score, 0);
    await expect(table.locator('tfoot tr')).toContainText(`Total${n(total)}`);

    await chip.click();
    await expect(chip).toBeHidden();
    await expect(table.locator('thead th')).toHaveText(['Level', 'Score', 'Top Score']);

    // Clear the players list.
    await page.getByLabel('Compare with player').fill(rival);
    await compare.click();
    await expect(page.getByRole('button', { name: `Remove ${rival} from the comparison` })).toBeVisible();
    await page.getByRole('button', { name: 'Clear players list' }).click();
    await expect(page.locator('.compared')).toHaveCount(0);
  });

  test("shows 'Could not fetch player to compare' for an unknown name, and clears the previous search", async ({
    page,
    request,
  }) => {
    const s = await setUp(request);
    await openGame(page, s);
    await page.getByLabel('Compare with player').fill('No Such Player Anywhere');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not fetch' })).toHaveText(
      'Could not fetch player to compare: No Such Player Anywhere',
    );
    await page.getByRole('button', { name: 'Clear previous search' }).click();
    await expect(page.getByText('Could not fetch player to compare')).toBeHidden();
    await expect(page.getByLabel('Compare with player')).toHaveValue('');
  });

  test('adds the players it finds from several names and names those it cannot', async ({
    page,
    request,
  }) => {
    const s = await setUp(request);
    const board = (await (
      await request.get(`/api/leaderboards/${encodeURIComponent(s.venue.name)}`)
    ).json()) as {
      today: Array<{ players: string }>;
    };
    const [a, b] = board.today.map((e) => e.players).filter((n) => n.toLowerCase() !== s.name.toLowerCase());
    await openGame(page, s);
    await page.getByLabel('Compare with player').fill(`${a}; ${b}; nosuch`);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    for (const name of [a, b])
      await expect(page.getByRole('button', { name: `Remove ${name} from the comparison` })).toBeVisible();
    await expect(page.locator('.compared__list li')).toHaveCount(2);
    await expect(page.getByRole('alert').filter({ hasText: 'Could not fetch' })).toHaveText(
      'Could not fetch player to compare: nosuch',
    );
    await expect(page.getByLabel('Compare with player')).toHaveValue('nosuch');
  });

  test('compares with yesterday or with other locations, never both, and clears either', async ({
    page,
    request,
  }) => {
    const s = await setUp(request);
    const others = (await classicVenues(request, s.name))
      .filter((v) => v.id !== s.venue.id)
      .map((v) => v.name);
    await openGame(page, s);
    const yesterday = page.getByRole('button', { name: 'Compare with yesterday' });
    const elsewhere = page.getByRole('button', { name: 'Compare with other locations' });
    const heads = page.getByRole('tabpanel').getByRole('table').locator('thead th');

    await yesterday.click();
    await expect(heads).toHaveText(['Level', 'Score', 'Yesterday', 'Top Score']);
    await expect(yesterday).toHaveAttribute('aria-pressed', 'true');

    await elsewhere.click();
    await expect(heads).toHaveText(['Level', 'Score', ...others, 'Top Score']);
    await expect(yesterday).toHaveAttribute('aria-pressed', 'false');
    await expect(elsewhere).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Clear all-locations data' }).click();
    await expect(heads).toHaveText(['Level', 'Score', 'Top Score']);

    await yesterday.click();
    await expect(heads).toHaveText(['Level', 'Score', 'Yesterday', 'Top Score']);
    await page.getByRole('button', { name: 'Clear yesterday data' }).click();
    await expect(heads).toHaveText(['Level', 'Score', 'Top Score']);
  });

  test('puts the first four game tabs on the first row and the rest on a second; the multi-game view shows every game', async ({
    page,
    request,
  }) => {
    const s = await setUp(request);
    const room = s.venue.rooms.find((r) => r.games.length > 4);
    if (!room) throw new Error('The seeded venue has no room with more than four games');
    await openClassic(page, classicUrl(s.name, s.venue.id, 'games', room.id));
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(room.games.map((g) => g.name));
    const rows = page.locator('.game-tabs__row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('tab')).toHaveCount(4);
    await expect(rows.nth(1).getByRole('tab')).toHaveCount(room.games.length - 4);
    const first = await tabs.nth(0).boundingBox();
    const fourth = await tabs.nth(3).boundingBox();
    const fifth = await tabs.nth(4).boundingBox();
    expect(fourth?.y).toBe(first?.y);
    expect(fifth?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);

    // Tabs work by keyboard: arrows move between games.
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('table')).toContainText(room.games[1]?.name ?? '');

    await withFilters(page, async (dialog) => {
      await dialog.getByLabel('Multi-game view').check();
    });
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.locator('.games-view__all table')).toHaveCount(room.games.length);
    await expect(page.locator('.games-view__all caption')).toHaveText(room.games.map((g) => g.name));
  });
});
