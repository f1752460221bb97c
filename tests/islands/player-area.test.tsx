import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../src/domain/format';
import { playerPath } from '../../src/domain/paths';
import { GamesView } from '../../src/islands/games/GamesView';
import { DailyVisits } from '../../src/islands/search/DailyVisits';
import { RouteProblem } from '../../src/islands/shared/RouteProblem';
import { clearComparisons } from '../../src/stores/compare';
import { gamesTables } from '../../src/stores/games-tables';
import { $levelFilter, yesterdayScores } from '../../src/stores/level-filter';
import { playerData, ROOMS, stubTheWorld, VENUES, venuesOf } from '../support/stub-world';
import { suggestFromWorld } from './fixtures/suggestions';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

/**
 * The player area's islands as the end-to-end tests once drove them in a browser: the games
 * screen's comparisons and chips, a route's problem, the landing's daily cards. What a browser
 * alone can tell (the bottom sheet, the sticky column, axe) stays in tests/e2e/phone-compare.spec.ts.
 */
const api = stubApiPerTest((stub) =>
  stubTheWorld(stub)
    .on('suggestPlayers', ({ query }) => suggestFromWorld(query.q, query.locationId))
    .on('cachedProfiles', () => ({ cachedProfiles: {} }))
    .on('dailyStats', () => ({
      day: '2026-11-19',
      visitsCount: 3,
      searchedPlayers: [{ playerName: 'Traveller', count: 7, locationId: 2, locationName: 'York Strike' }],
      comparedPlayers: [],
    }))
    .on('countVisit', () => ({ visitsCount: 3 })),
);

beforeEach(() => {
  gamesTables.reset();
  yesterdayScores.reset();
  $levelFilter.set(null);
  localStorage.clear();
});
afterEach(() => clearComparisons());

/** Traveller's games at Leeds Grid (venue 1), tracked, with the server's tables standing in. */
function travellerGames() {
  return render(
    <GamesView playerName="Traveller" locationId={1} tracked locations={VENUES}>
      <div data-testid="server-tables">the server's tables</div>
    </GamesView>,
  );
}

/** The header cells of the first game's table. */
const heads = () =>
  [...(screen.getAllByRole('table')[0]?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('comparing on the games screen', () => {
  it('adds a column per named player, skipping the current player and repeats, and removes them again', async () => {
    travellerGames();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search.hasAttribute('disabled')).toBe(true);
    // Names are split on ';' and trimmed; the current player (in any case) and repeats are skipped.
    fireEvent.change(screen.getByLabelText('Players (separate names with ;)'), {
      target: { value: ' Homebody ; TRAVELLER;Rival; Homebody' },
    });
    fireEvent.click(search);
    await waitFor(() => expect(heads()).toEqual(['Level', 'Traveller', 'Homebody', 'Rival', 'Top Score']));
    expect(screen.queryByTestId('server-tables')).toBeNull();
    // Comparing, the tracked profile's differences are not offered.
    expect(screen.queryByRole('switch', { name: 'Show Differences From Cached Profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Homebody' }));
    await waitFor(() => expect(heads()).toEqual(['Level', 'Traveller', 'Rival', 'Top Score']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rival' }));
    // Nobody left to compare with: the server's tables again, and the differences offered again.
    expect(await screen.findByTestId('server-tables')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Show Differences From Cached Profile' })).toBeTruthy();
  });

  it('shows where a compared player is just ahead and where the player is, closest first, each to its board; each folded game counts them', async () => {
    travellerGames();
    fireEvent.change(screen.getByLabelText('Players (separate names with ;)'), {
      target: { value: 'Homebody' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const duels = within(await screen.findByRole('region', { name: 'Where to beat Homebody' }));
    // The duels from the two players' bests, worked out here level by level.
    const theirs = new Map(
      (playerData('Homebody', 1)?.scores ?? []).map((l) => [`${l.gameId}:${l.levelId}`, l.highScore]),
    );
    const both = (playerData('Traveller', 1)?.scores ?? [])
      .map((l) => ({ l, other: theirs.get(`${l.gameId}:${l.levelId}`) ?? 0 }))
      .filter(({ l, other }) => l.highScore > 0 && other > 0 && other !== l.highScore)
      .map(({ l, other }) => ({ ...l, other, gap: Math.abs(other - l.highScore) }))
      .sort((a, b) => a.gap - b.gap || a.gameName.localeCompare(b.gameName) || a.levelId - b.levelId);
    const expected = (theyLead: boolean) =>
      both
        .filter((d) => d.other > d.highScore === theyLead)
        .slice(0, 5)
        .map((d) => [
          `${d.gameName} L${d.levelId + 1}`,
          `level/${d.gameId}/${d.levelId + 1}`,
          `by ${formatNumber(d.gap)}`,
        ]);
    const listed = (title: string) => {
      const list = duels.getByRole('heading', { name: title }).parentElement as HTMLElement;
      return within(list)
        .queryAllByRole('listitem')
        .map((li) => {
          const link = within(li).getByRole('link');
          return [link.textContent, link.getAttribute('href'), li.textContent?.match(/by [\d,]+/)?.[0]];
        });
    };
    expect(both.length).toBeGreaterThan(0);
    expect(listed('Levels where Homebody is just ahead of Traveller')).toEqual(expected(true));
    expect(listed('Levels where Traveller is just ahead of Homebody')).toEqual(expected(false));
    // Each folded game's line counts the levels each leads.
    const leads = [...document.querySelectorAll('.score-tables__leads')].map((line) => line.textContent);
    expect(leads.length).toBeGreaterThan(0);
    for (const line of leads) expect(line).toMatch(/^Homebody ahead on \d+ · Traveller on \d+$/);
  });

  it('compares with yesterday as a change column of differences, and with the other venues instead', async () => {
    travellerGames();
    fireEvent.click(switchNamed('Compare with yesterday'));
    await waitFor(() => expect(heads()).toContain('Change from Yesterday'));
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    // Each row's change is a difference marker (an arrow and an amount, or none), not a raw score.
    const changes = [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1]);
    expect(changes.length).toBe(10);
    for (const cell of changes) expect(cell?.querySelectorAll('.difference')).toHaveLength(1);
    // The compared table's scroll area is reachable by keyboard, and named.
    const region = table.closest('[role="region"]');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.getAttribute('aria-label')).toBe(`${ROOMS[0].games[0].name} scores`);

    fireEvent.click(switchNamed('Compare with other locations'));
    const elsewhere = venuesOf('Traveller').filter((v) => v.id !== 1);
    await waitFor(() =>
      expect(heads()).toEqual(['Level', 'Traveller', ...elsewhere.map((v) => v.name), 'Top Score']),
    );
    expect(switchNamed('Compare with yesterday').getAttribute('aria-checked')).toBe('false');
    expect(switchNamed('Compare with other locations').getAttribute('aria-checked')).toBe('true');
  });

  it('explains a name that plays elsewhere, and compares there from the explanation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    travellerGames();
    fireEvent.change(screen.getByLabelText('Players (separate names with ;)'), {
      target: { value: 'Faraway' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const problems = await screen.findByRole('list', { name: 'Not compared' });
    expect(problems.textContent).toContain('Faraway plays at Hull Press — compare there');
    fireEvent.click(within(problems).getByRole('button', { name: 'Compare at Hull Press' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Not compared' })).toBeNull());
    await waitFor(() => expect(heads()).toEqual(['Level', 'Traveller', 'Faraway', 'Top Score']));
    vi.restoreAllMocks();
  });
});

describe("the games screen's chips", () => {
  it('start from the chip the address names (a reload keeps it), and leave the address when turned off', async () => {
    pointClientAt(api.stub.origin, `${playerPath('Traveller', 1, 'games')}?show=not-top`);
    travellerGames();
    const chip = screen.getByRole('button', { name: 'Not top' });
    await waitFor(() => expect(chip.getAttribute('aria-pressed')).toBe('true'));
    // 'Not top' leaves out the top scores and the levels never played.
    const tables = await screen.findAllByRole('table');
    expect(tables.length).toBeGreaterThan(0);
    expect(document.querySelectorAll('td.cell--top, td.cell--unplayed')).toHaveLength(0);
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(window.location.search).toBe('');
    expect(await screen.findByTestId('server-tables')).toBeTruthy();
  });

  it("'Improved since yesterday' keeps only the levels bettered since yesterday's close", async () => {
    travellerGames();
    fireEvent.click(screen.getByRole('button', { name: 'Improved since yesterday' }));
    expect(
      screen.getByRole('button', { name: 'Improved since yesterday' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Traveller bettered Flash Mines alone at Leeds Grid since yesterday (stub-world's YESTERDAY).
    await waitFor(() =>
      expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual([
        'Flash Mines',
      ]),
    );
    expect(api.stub.calls('classicYesterday')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Improved since yesterday' }));
    expect(window.location.search).toBe('');
    expect(await screen.findByTestId('server-tables')).toBeTruthy();
  });
});

describe("a route's problem", () => {
  it('is logged, and the page loads nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<RouteProblem problem="Missing location id" />);
    expect(log).toHaveBeenCalledWith('Missing location id: the page cannot load.');
    expect(container.innerHTML).toBe('');
    log.mockRestore();
  });
});

describe("the landing's daily cards", () => {
  it('link each player to their summary at the venue they were searched at', async () => {
    render(<DailyVisits />);
    const searched = await screen.findByRole('region', { name: 'Most Searched' });
    const link = await within(searched).findByRole('link', { name: /Traveller/ });
    expect(link.getAttribute('href')).toBe(playerPath('Traveller', 2));
    expect(link.getAttribute('href')).toMatch(/^\/player\/[^/]+\/location\/\d+\/summary$/);
  });
});
