import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassicHighScore, ClassicPlayerInfo } from '../../src/contract/schemas/classic';
import type { ClassicLocation } from '../../src/contract/schemas/locations';
import { LEVELS_PER_GAME } from '../../src/domain/constants';
import { NO_PLAYER_FOUND, PLAYER_NOT_FOUND } from '../../src/domain/messages';
import { ClassicApp } from '../../src/islands/classic/ClassicApp';
import { notFound } from '../../src/server/http/errors';
import { CLASSIC_FILTERS_KEY, resetClassicFilters } from '../../src/stores/classic-filters';
import { clearLookup } from '../../src/stores/classic-lookup';
import { clearPlayer } from '../../src/stores/classic-player';
import { navigate, openPlayer } from '../../src/stores/classic-route';
import type { StubApi } from '../support/stub-api';
import { stubApiPerTest } from './stub-per-test';

/**
 * The older UI's games view of one room (what tests/e2e/classic-games.spec.ts walked through in a
 * browser): the level tables, the Filters modal, comparing with players, with yesterday and with
 * other locations, the game tabs and the multi-game view. A world of its own, drawn so that every
 * filter has levels to keep and levels to drop: every level's top score is 1,000.
 */

const TOP = 1000;
const VENUES = [
  { id: 1, name: 'Leeds Grid', city: 'Leeds' },
  { id: 2, name: 'York Strike', city: 'York' },
];
/** A room of six games (four tabs on the first row, two on the second), and a room of one. */
const ROOMS = [
  {
    id: 1,
    name: 'Grid',
    games: [
      { id: 101, name: 'Flash Mines' },
      { id: 102, name: 'Pixel Run' },
      { id: 103, name: 'Beam Dash' },
      { id: 104, name: 'Hex Hop' },
      { id: 105, name: 'Glow Grid' },
      { id: 106, name: 'Spin Out' },
    ],
  },
  { id: 2, name: 'Strike', games: [{ id: 201, name: 'Laser Maze' }] },
];
const GAME = ROOMS[0]?.games[0] ?? { id: 0, name: '' };

/** A player's scores on the first game, level 1 to 10 (0: never played). */
type Levels = readonly number[];
// Levels 1, 5 and 10 hold the top score; 2, 3, 6 and 8 do not (2 and 8 within 200 of it, 3 within
// 500); 4, 7 and 9 are missing.
const ACE: Levels = [1000, 900, 700, 0, 1000, 400, 0, 850, 0, 1000];
// Against Ace: higher on 2, 4 and 7, lower on 5, the same elsewhere.
const BO: Levels = [1000, 950, 700, 300, 0, 400, 100, 850, 0, 1000];
const CY: Levels = [500, 500, 500, 500, 500, 500, 500, 500, 500, 500];
const ACE_YESTERDAY: Levels = [900, 900, 700, 0, 1000, 400, 0, 800, 0, 1000];
const ACE_AT_YORK: Levels = [200, 200, 200, 200, 200, 200, 200, 200, 200, 200];

/** Who plays where: a player's scores on the first game at each venue (and 500 on every other game of room 1). */
const PLAYERS: Record<string, Record<number, Levels>> = {
  Ace: { 1: ACE, 2: ACE_AT_YORK },
  Bo: { 1: BO },
  Cy: { 1: CY },
};

const highScores = (levels: Levels, others = true): ClassicHighScore[] => [
  ...levels.flatMap((score, level_id) =>
    score > 0 ? [{ game_id: GAME.id, level_id, score, times: 1 }] : [],
  ),
  ...(others
    ? (ROOMS[0]?.games ?? [])
        .slice(1)
        .flatMap((g) => [0, 1].map((level_id) => ({ game_id: g.id, level_id, score: 500, times: 1 })))
    : []),
];

const venue = (id: number): ClassicLocation => ({
  id,
  name: VENUES.find((v) => v.id === id)?.name ?? '',
  levels_count: ROOMS.reduce((n, r) => n + r.games.length * LEVELS_PER_GAME, 0),
  rankings_count: 3,
  rooms: ROOMS.map((room) => ({
    id: room.id,
    name: room.name,
    games: room.games.map((g) => ({
      id: g.id,
      name: g.name,
      levels: Array.from({ length: LEVELS_PER_GAME }, (_, level_id) => ({
        game_id: g.id,
        level_id,
        top_score: TOP,
      })),
    })),
  })),
});

const stored = (name: string) =>
  Object.keys(PLAYERS).find((n) => n.toLowerCase() === name.trim().toLowerCase());
const sum = (scores: ClassicHighScore[]) => scores.reduce((s, h) => s + h.score, 0);

function info(name: string, loc: number): ClassicPlayerInfo | undefined {
  const who = stored(name);
  const levels = who ? PLAYERS[who]?.[loc] : undefined;
  if (!who || !levels) return undefined;
  const high_scores = highScores(levels);
  const room = (count: (s: number) => boolean) => ({ '1': levels.filter(count).length, '2': 0 });
  return {
    player_name: who,
    location_id: loc,
    player_rank: 0,
    local_rank: 1,
    local_score: sum(high_scores),
    total_score: sum(high_scores),
    stars: high_scores.length,
    levels: 70,
    passedLevels: high_scores.length,
    high_scores,
    topScores: room((s) => s >= TOP),
    notTopScores: room((s) => s > 0 && s < TOP),
    missingLevels: room((s) => s === 0),
    starsOldRankingSystem: high_scores.length,
  };
}

function setup(stub: StubApi): void {
  const orNotFound = <T,>(value: T | undefined, message = NO_PLAYER_FOUND): T => {
    if (value === undefined) throw notFound(message);
    return value;
  };
  stub
    .on('healthCheck', () => ({ healthy: true, message: 'OK' }))
    .on('lastUpdated', () => ({
      players: '2026-11-19T00:00:00.000Z',
      leaderboards: '2026-11-19T00:00:00.000Z',
    }))
    .on('activateLocations', () => VENUES)
    .on('classicPlayerLocations', ({ params }) => {
      const who = orNotFound(stored(params.playerName), PLAYER_NOT_FOUND);
      return Object.keys(PLAYERS[who] ?? {}).map((id) => venue(Number(id)));
    })
    .on('classicPlayer', ({ params }) => orNotFound(info(params.playerName, params.loc)))
    .on('classicCompare', ({ params }) => {
      const found = orNotFound(info(params.playerName, params.loc));
      return { ...found, location_id: params.loc, high_scores: found.high_scores };
    })
    .on('classicYesterday', ({ params }) => {
      orNotFound(info(params.playerName, params.loc));
      const high_scores = highScores(ACE_YESTERDAY);
      return {
        player_name: 'Ace',
        location_id: params.loc,
        local_score: sum(high_scores),
        high_scores,
        day: '2026-11-18',
      };
    })
    .on('classicAllLocations', ({ params }) => {
      const who = orNotFound(stored(params.playerName));
      return {
        player_name: who,
        locations: Object.keys(PLAYERS[who] ?? {}).map((id) => {
          const at = info(who, Number(id));
          return {
            id: Number(id),
            name: venue(Number(id)).name,
            local_score: at?.local_score ?? 0,
            high_scores: at?.high_scores ?? [],
          };
        }),
      };
    });
}

stubApiPerTest(setup);

const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);
/** The labels (1 to 10) of the levels where `keep` holds, by Ace's score and the other's. */
const labelsWhere = (keep: (ace: number, other: number) => boolean, other: Levels = BO) =>
  ACE.flatMap((score, i) => (keep(score, other[i] ?? 0) ? [i + 1] : []));

beforeEach(() => {
  clearPlayer();
  clearLookup();
  resetClassicFilters();
  localStorage.clear();
  navigate({ kind: 'lookup' }, { replace: true });
});

/** Ace's games view of the six-game room, the first game's table showing. */
async function openGames(): Promise<void> {
  openPlayer('Ace', 1, 'games');
  render(<ClassicApp authorName="Alex" />);
  await screen.findByText('Disclaimer - Game Scores are no longer reliable');
  await screen.findByRole('tab', { name: GAME.name });
}

const panelTable = () => within(screen.getByRole('tabpanel')).getByRole('table');
const heads = (table: HTMLElement = panelTable()) =>
  [...table.querySelectorAll('thead th')].map((th) => th.textContent);
/** The level labels the shown table lists (none when no level matches). */
const shownLevels = () =>
  [...panelTable().querySelectorAll('tbody th[scope="row"]')].map((th) => Number(th.textContent));
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

/** Opens the Filters modal, acts in it, and closes it with Done. */
async function withFilters(act_: (dialog: HTMLElement) => void | Promise<void>): Promise<void> {
  fireEvent.click(filtersButton());
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  await act_(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
}
const box = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
/** Whether a control is disabled, by itself or by a disabled fieldset around it (as a browser has it). */
const disabled = (control: HTMLInputElement) =>
  control.disabled || control.closest('fieldset[disabled]') !== null;

describe('the older games view', () => {
  it('lists levels 1 to 10 with score and top score, the top scores marked green and in words', async () => {
    await openGames();
    expect(shownLevels()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(heads()).toEqual(['Level', 'Score', 'Top Score']);
    const rows = [...panelTable().querySelectorAll('tbody tr')];
    for (const [i, score] of ACE.entries()) {
      const cells = [...(rows[i]?.querySelectorAll('td') ?? [])];
      expect(cells[0]?.textContent).toContain(n(score));
      expect(cells.at(-1)?.textContent).toBe(n(TOP));
      const top = score >= TOP;
      // Colour is never the only signal: a top score also says so.
      expect(rows[i]?.querySelectorAll('td.cell--top')).toHaveLength(top ? 1 : 0);
      expect(cells[0]?.textContent?.includes('(top score)')).toBe(top);
    }
  });

  it('filters by each level state, one at a time, by 200 or 500, and keeps the filters in this browser', async () => {
    await openGames();
    const cases: Array<[string, (score: number) => boolean]> = [
      ['Top scores', (s) => s >= TOP],
      ['Not top scores', (s) => s > 0 && s < TOP],
      ['Missing levels', (s) => s === 0],
      ['Levels to improve', (s) => s > 0 && s < TOP && TOP - s <= 200],
    ];
    for (const [label, keep] of cases) {
      await withFilters((dialog) => {
        fireEvent.click(box(dialog, label));
        // The four exclude each other: only the one just chosen is on.
        for (const [other] of cases) expect(box(dialog, other).checked).toBe(other === label);
      });
      expect(filtersButton().textContent).toContain('1 on');
      const expected = labelsWhere((s) => keep(s));
      expect(expected.length).toBeGreaterThan(0);
      expect(shownLevels()).toEqual(expected);
    }
    // Improve by 500 instead of the default 200.
    await withFilters((dialog) => {
      expect(box(dialog, '200').checked).toBe(true);
      fireEvent.click(box(dialog, '500'));
    });
    expect(shownLevels()).toEqual(labelsWhere((s) => s > 0 && s < TOP && TOP - s <= 500));
    expect(shownLevels()).not.toEqual(labelsWhere((s) => s > 0 && s < TOP && TOP - s <= 200));
    // Off again: every level, and the threshold cannot be chosen.
    await withFilters((dialog) => {
      fireEvent.click(box(dialog, 'Levels to improve'));
      expect(disabled(box(dialog, '500'))).toBe(true);
    });
    expect(shownLevels()).toHaveLength(10);
    expect(filtersButton().textContent).not.toContain('on');
    // Kept in this browser (a reload reads them back): the threshold chosen is 500.
    expect(JSON.parse(localStorage.getItem(CLASSIC_FILTERS_KEY) ?? '{}')).toMatchObject({
      improveScoreBy: 500,
      showOnlyLevelsToImprove: false,
    });
  });

  it('compares with players added by name, filters against them, shows differences and totals, and removes them', async () => {
    await openGames();
    // The comparison filters need something to compare with.
    await withFilters((dialog) => {
      expect(disabled(box(dialog, 'Levels to match score'))).toBe(true);
    });
    const compare = screen.getByRole('button', { name: 'Compare' }) as HTMLButtonElement;
    expect(compare.disabled).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('1'));
    fireEvent.change(screen.getByLabelText('Compare with player'), { target: { value: 'Bo; Ace' } });
    await act(async () => {
      fireEvent.click(compare);
    });
    const chip = await screen.findByRole('button', { name: 'Remove Bo from the comparison' });
    // The shown player is never compared with themself.
    expect(document.querySelectorAll('.compared__list li')).toHaveLength(1);
    expect(heads()).toEqual(['Level', 'Score', 'Bo', 'Top Score']);

    await withFilters((dialog) => {
      fireEvent.click(box(dialog, 'Levels to match score'));
      fireEvent.click(box(dialog, 'Different levels'));
      expect(box(dialog, 'Levels to match score').checked).toBe(false);
    });
    expect(shownLevels()).toEqual(labelsWhere((ace, bo) => bo !== ace));
    await withFilters((dialog) => {
      fireEvent.click(box(dialog, 'Levels to match score'));
      expect(box(dialog, 'Different levels').checked).toBe(false);
    });
    expect(shownLevels()).toEqual(labelsWhere((ace, bo) => bo > ace));

    // Differences and totals.
    await withFilters((dialog) => {
      fireEvent.click(box(dialog, 'Levels to match score'));
      fireEvent.click(box(dialog, 'Score difference per level'));
      fireEvent.click(box(dialog, 'Total score per game'));
    });
    expect(heads()).toEqual(['Level', 'Score', 'Bo', 'Diff with Bo', 'Top Score']);
    const total = ACE.reduce((s, v) => s + v, 0);
    expect(panelTable().querySelector('tfoot tr')?.textContent).toContain(`Total${n(total)}`);

    fireEvent.click(chip);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Bo from the comparison' })).toBeNull(),
    );
    expect(heads()).toEqual(['Level', 'Score', 'Top Score']);

    // Clear the players list.
    fireEvent.change(screen.getByLabelText('Compare with player'), { target: { value: 'Bo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    });
    await screen.findByRole('button', { name: 'Remove Bo from the comparison' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear players list' }));
    await waitFor(() => expect(document.querySelector('.compared')).toBeNull());
  });

  it("says 'Could not fetch player to compare' for an unknown name, and clears the previous search", async () => {
    await openGames();
    fireEvent.change(screen.getByLabelText('Compare with player'), {
      target: { value: 'No Such Player Anywhere' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    });
    const alert = await screen.findByText('Could not fetch player to compare: No Such Player Anywhere');
    expect(alert.getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Clear previous search' }));
    await waitFor(() => expect(screen.queryByText(/Could not fetch player to compare/)).toBeNull());
    expect((screen.getByLabelText('Compare with player') as HTMLInputElement).value).toBe('');
  });

  it('adds the players it finds from several names and names those it cannot', async () => {
    await openGames();
    fireEvent.change(screen.getByLabelText('Compare with player'), { target: { value: 'Bo; Cy; nosuch' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    });
    for (const name of ['Bo', 'Cy'])
      await screen.findByRole('button', { name: `Remove ${name} from the comparison` });
    expect(document.querySelectorAll('.compared__list li')).toHaveLength(2);
    const alert = await screen.findByText('Could not fetch player to compare: nosuch');
    expect(alert.getAttribute('role')).toBe('alert');
    expect((screen.getByLabelText('Compare with player') as HTMLInputElement).value).toBe('nosuch');
  });

  it('compares with yesterday or with other locations, never both, and clears either', async () => {
    await openGames();
    const yesterday = screen.getByRole('button', { name: 'Compare with yesterday' });
    const elsewhere = screen.getByRole('button', { name: 'Compare with other locations' });

    fireEvent.click(yesterday);
    await waitFor(() => expect(heads()).toEqual(['Level', 'Score', 'Yesterday', 'Top Score']));
    expect(yesterday.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(elsewhere);
    // The shown venue is not compared with itself: York's column only.
    await waitFor(() => expect(heads()).toEqual(['Level', 'Score', 'York Strike', 'Top Score']));
    expect(yesterday.getAttribute('aria-pressed')).toBe('false');
    expect(elsewhere.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all-locations data' }));
    await waitFor(() => expect(heads()).toEqual(['Level', 'Score', 'Top Score']));

    fireEvent.click(yesterday);
    await waitFor(() => expect(heads()).toEqual(['Level', 'Score', 'Yesterday', 'Top Score']));
    fireEvent.click(screen.getByRole('button', { name: 'Clear yesterday data' }));
    await waitFor(() => expect(heads()).toEqual(['Level', 'Score', 'Top Score']));
  });

  it('puts the first four game tabs on the first row and the rest on a second, moves by arrow keys, and the multi-game view shows every game', async () => {
    await openGames();
    const games = ROOMS[0]?.games ?? [];
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(games.map((g) => g.name));
    const rows = [...document.querySelectorAll('.game-tabs__row')];
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getAllByRole('tab')).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getAllByRole('tab')).toHaveLength(games.length - 4);

    // Tabs work by keyboard: an arrow moves to the next game and shows it.
    const [first, second] = tabs as [HTMLElement, HTMLElement];
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
    expect(panelTable().querySelector('caption')?.textContent).toBe(games[1]?.name);

    await withFilters((dialog) => {
      fireEvent.click(box(dialog, 'Multi-game view'));
    });
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    const tables = [...document.querySelectorAll('.games-view__all table')];
    expect(tables).toHaveLength(games.length);
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(games.map((g) => g.name));
  });
});
