import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classicPath } from '../../src/domain/classic-paths';
import { HIDDEN_ROOM_ID } from '../../src/domain/constants';
import { markedOffline } from '../../src/domain/offline-pages';
import { playerPath } from '../../src/domain/paths';
import { ClassicApp } from '../../src/islands/classic/ClassicApp';
import { ClassicLeaderboard } from '../../src/islands/classic/leaderboard/ClassicLeaderboard';
import { LookupScreen } from '../../src/islands/classic/lookup/LookupScreen';
import { TopBar } from '../../src/islands/classic/TopBar';
import { LastUpdated } from '../../src/islands/shared/LastUpdated';
import { HealthGate } from '../../src/islands/shell/HealthGate';
import { $auth } from '../../src/stores/auth';
import { $boundPlayers } from '../../src/stores/bound-players';
import { $claim } from '../../src/stores/classic-claim';
import { $classicFilters, CLASSIC_FILTERS_KEY, resetClassicFilters } from '../../src/stores/classic-filters';
import { clearLookup } from '../../src/stores/classic-lookup';
import { $monthlyBaselines } from '../../src/stores/classic-monthly';
import { clearPlayer } from '../../src/stores/classic-player';
import { $classicRoute, navigate, openPlayer } from '../../src/stores/classic-route';
import { $health, $lastUpdated } from '../../src/stores/health';
import type { StubApi } from '../support/stub-api';
import {
  board,
  classicLocation,
  classicPlayer as stubPlayer,
  stubTheWorld,
  VENUES,
  venuesOf,
} from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

/** The world's answers, and what the screens ask besides: when scores changed, who may claim a profile. */
function setup(stub: StubApi): void {
  stubTheWorld(stub)
    .on('lastUpdated', () => ({
      players: '2026-11-19T00:00:00.000Z',
      leaderboards: '2026-11-19T00:00:00.000Z',
    }))
    // The stub keeps no sessions: as the API without a session, nobody may claim anything.
    .on('checkPlayerLink', () => ({ canRequest: false }));
}

const api = stubApiPerTest(setup);
// A player at several venues, and one at a single venue.
const traveller = { name: 'Traveller', venues: venuesOf('Traveller') };
const homebody = { name: 'Homebody', venues: venuesOf('Homebody') };

beforeEach(() => {
  clearPlayer();
  clearLookup();
  navigate({ kind: 'lookup' }, { replace: true });
  $boundPlayers.set({});
  $health.set({ isUp: true, message: '', lastChecked: null });
  // Nobody logged in, whatever a test before set (a failed test does not get to undo it).
  $auth.set({
    user: null,
    isAuthenticated: false,
    isLoading: false,
    providers: { google: false, discord: false },
  });
  resetClassicFilters();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<LookupScreen>', () => {
  it('keeps Search disabled until a name is typed, and shows Player not found', async () => {
    render(<LookupScreen authorName="Alex" />);
    const box = screen.getByLabelText('Enter profile name or bound key');
    const search = screen.getByRole('button', { name: 'Search' });
    expect((search as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'nobody-by-this-name' } });
    await act(async () => {
      fireEvent.click(search);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Player not found'));
  });

  it('lists the bound players with the key read-only, the profile name editable and a Go button', async () => {
    $boundPlayers.set({ me: homebody.name });
    render(<LookupScreen authorName="Alex" />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('me')).toBeTruthy();
    const value = within(list).getByLabelText('Profile name bound to me') as HTMLInputElement;
    expect(value.value).toBe(homebody.name);
    fireEvent.change(value, { target: { value: traveller.name } });
    fireEvent.blur(value);
    expect($boundPlayers.get()).toEqual({ me: traveller.name });
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: `Go to ${traveller.name}` }));
    });
    // The traveller plays at several venues: the location select opens.
    await waitFor(() =>
      expect(screen.queryByText(`${traveller.name} has scores at`, { exact: false })).toBeNull(),
    );
    expect($classicRoute.get()).toEqual({ kind: 'lookup' });
  });

  it('adds and removes a binding', () => {
    render(<LookupScreen authorName="Alex" />);
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'pal' } });
    fireEvent.change(screen.getByLabelText('Profile name'), { target: { value: homebody.name } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect($boundPlayers.get()).toEqual({ pal: homebody.name });
    fireEvent.click(screen.getByRole('button', { name: 'Remove bound key pal' }));
    expect($boundPlayers.get()).toEqual({});
  });
});

describe('<ClassicApp>', () => {
  it('goes from the lookup to the player screen and through its menu, with Back', async () => {
    render(<ClassicApp authorName="Alex" />);
    fireEvent.change(await screen.findByLabelText('Enter profile name or bound key'), {
      target: { value: homebody.name },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await screen.findByRole('heading', { level: 1, name: homebody.name });
    // The venue's name is isolated in its own element inside the label.
    await screen.findByText(
      (_, el) => el?.tagName === 'DT' && el.textContent === `${homebody.venues[0]?.name} Score`,
    );
    const menu = screen.getAllByRole('navigation', { name: 'Player menu' })[0] as HTMLElement;
    // One venue: no Switch Locations.
    expect(within(menu).queryByRole('button', { name: 'Switch Locations' })).toBeNull();
    fireEvent.click(within(menu).getByRole('link', { name: 'World Leaderboard' }));
    await screen.findByRole('heading', { level: 2, name: 'World Leaderboard' });
    expect(window.location.search).toContain('screen=world-leaderboard');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Account Summary' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Player lookup' });
  });

  it('offers Switch Locations for a player with several venues', async () => {
    openPlayer(traveller.name, traveller.venues[0]?.id ?? 0);
    render(<ClassicApp authorName="Alex" />);
    const menu = (await screen.findAllByRole('navigation', { name: 'Player menu' }))[0] as HTMLElement;
    const switcher = await within(menu).findByRole('button', { name: 'Switch Locations' });
    fireEvent.click(switcher);
    const dialog = await screen.findByRole('dialog');
    const names = [...dialog.querySelectorAll('.location-select__name')].map((n) => n.textContent);
    expect(names).toEqual(traveller.venues.map((v) => v.name));
    expect(within(dialog).getByRole('link', { current: true }).textContent).toContain('Shown now');
    expect(within(dialog).getByRole('link', { current: true }).textContent).toContain(
      traveller.venues[0]?.name,
    );
    fireEvent.click(within(dialog).getByRole('link', { name: new RegExp(traveller.venues[1]?.name ?? '') }));
    await waitFor(() => expect($classicRoute.get()).toMatchObject({ location: traveller.venues[1]?.id }));
    // The header and the summary follow: the other venue's name and its score.
    await waitFor(() =>
      expect(document.querySelector('.player-header__venue')?.textContent).toBe(traveller.venues[1]?.name),
    );
    await screen.findByText(
      (_, el) => el?.tagName === 'DT' && el.textContent === `${traveller.venues[1]?.name} Score`,
    );
  });

  it('resets the monthly score to 0 and keeps the new baseline in localStorage', async () => {
    const venue = homebody.venues[0]?.id ?? 0;
    const month = `${new Date().getFullYear()}-${String(new Date().getMonth() + 1).padStart(2, '0')}`;
    $monthlyBaselines.set({ [`${venue}:${homebody.name.toLowerCase()}`]: { score: 0, month } });
    openPlayer(homebody.name, venue);
    render(<ClassicApp authorName="Alex" />);
    const monthly = (await screen.findByText('Monthly Score')).parentElement as HTMLElement;
    await waitFor(() => expect(within(monthly).getByText(/^[1-9][\d,]*$/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Reset Monthly Score' }));
    await waitFor(() => expect(within(monthly).getByText('0')).toBeTruthy());
    expect(JSON.parse(localStorage.getItem('monthlyScores') ?? '{}')).toMatchObject({
      [`${venue}:${homebody.name.toLowerCase()}`]: { month },
    });
  });

  it('hides Claim Profile from a visitor who is not logged in', async () => {
    $auth.set({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      providers: { google: false, discord: false },
    });
    openPlayer(homebody.name, homebody.venues[0]?.id ?? 0);
    render(<ClassicApp authorName="Alex" />);
    // The player screen is up once Export Data shows (a button or a link). Waiting for the button
    // first and then for the link sat out the whole wait for the button whenever it was a link.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Export Data' }) ??
          screen.queryByRole('link', { name: 'Export Data' }),
      ).not.toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Claim Profile' })).toBeNull();
    expect($claim.get().canRequest).toBe(false);
  });

  it('asks the server whether a logged-in user without a profile may claim it, and hides the button when not', async () => {
    // The page thinks someone is logged in, but the API has no session for them: it says no.
    $auth.set({
      user: {
        id: 1,
        role: 'user',
        playerName: null,
        playerLocationId: null,
        email: 'al***@ex***.com',
        displayName: 'Al',
        heldScores: null,
      },
      isAuthenticated: true,
      isLoading: false,
      providers: { google: true, discord: false },
    });
    // The store starts each check at 'no' and keeps the server's answer with setKey (which changes
    // nothing visible when the answer is 'no' too): watching it is how the test knows the answer came.
    const answered = vi.spyOn($claim, 'setKey');
    openPlayer(homebody.name, homebody.venues[0]?.id ?? 0);
    render(<ClassicApp authorName="Alex" />);
    await screen.findByRole('link', { name: 'Export Data' });
    await waitFor(() => expect(answered).toHaveBeenCalledWith('canRequest', false));
    expect($claim.get()).toMatchObject({ playerName: homebody.name, canRequest: false, error: null });
    expect(api.stub.calls('checkPlayerLink').map((call) => call.params)).toEqual([
      { playerName: homebody.name },
    ]);
    expect(screen.queryByRole('button', { name: 'Claim Profile' })).toBeNull();
    $auth.set({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      providers: { google: false, discord: false },
    });
  });

  it('links Export Data to the older sheet with 10 level columns', async () => {
    const venue = homebody.venues[0]?.id ?? 0;
    openPlayer(homebody.name, venue);
    render(<ClassicApp authorName="Alex" />);
    const link = await screen.findByRole('link', { name: 'Export Data' });
    expect(link.getAttribute('href')).toBe(
      `/players/exportData/${encodeURIComponent(homebody.name)}?locationId=${venue}&layout=levels`,
    );
  });
});

describe('filters', () => {
  it('are stored in this browser and keep their exclusivity', () => {
    $classicFilters.set({ ...$classicFilters.get(), showOnlyTopScores: true });
    expect(JSON.parse(localStorage.getItem(CLASSIC_FILTERS_KEY) ?? '{}')).toMatchObject({
      showOnlyTopScores: true,
    });
  });
});

describe('<ClassicLeaderboard>', () => {
  it("says 'Calculating Ranks' while loading, then lists the board with the player's row marked", async () => {
    const venue = homebody.venues[0];
    render(
      <ClassicLeaderboard
        kind="venue"
        venueName={venue?.name ?? ''}
        playerName={homebody.name}
        locationId={venue?.id ?? 0}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Calculating Ranks');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#Position', 'Rank image', 'Name', 'Score']);
  });

  it('adds the location on the world board', async () => {
    render(<ClassicLeaderboard kind="world" venueName="" playerName={homebody.name} locationId={0} />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Location');
  });
});

// What tests/e2e/classic-lookup.spec.ts, classic-player.spec.ts, classic-leaderboards.spec.ts and
// classic-pages.spec.ts checked in a browser, one screen at a time: the screens' own behaviour.
describe('the older lookup screen', () => {
  it('finds a player with one venue by a trimmed name in any case, sent with Enter, and opens the Account Summary', async () => {
    render(<ClassicApp authorName="Alex" />);
    const box = (await screen.findByLabelText('Enter profile name or bound key')) as HTMLInputElement;
    expect(box.placeholder).toBe('Enter profile name or bound key');
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(box, `  ${homebody.name.toUpperCase()} {Enter}`);
    await screen.findByRole('heading', { level: 2, name: 'Account Summary' });
    // The address keeps the name as typed (trimmed): a reload opens the same screen.
    expect(window.location.pathname + window.location.search).toBe(
      classicPath({
        kind: 'player',
        player: homebody.name.toUpperCase(),
        location: homebody.venues[0]?.id ?? 0,
        screen: 'summary',
      }),
    );
    await screen.findByText(
      (_, el) => el?.tagName === 'DT' && el.textContent === `${homebody.venues[0]?.name} Score`,
    );
  });

  it("offers a player's venues in the location select, each linking to the summary there; choosing one opens it", async () => {
    render(<ClassicApp authorName="Alex" />);
    fireEvent.change(await screen.findByLabelText('Enter profile name or bound key'), {
      target: { value: traveller.name },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a location' });
    expect([...dialog.querySelectorAll('.location-select__name')].map((n) => n.textContent)).toEqual(
      traveller.venues.map((v) => v.name),
    );
    // /player/{playerName}/location/{id}/summary: opened on its own (a new tab), the older UI shows it.
    for (const venue of traveller.venues)
      expect(
        within(dialog)
          .getByRole('link', { name: new RegExp(venue.name) })
          .getAttribute('href'),
      ).toBe(playerPath(traveller.name, venue.id));
    const second = traveller.venues[1];
    fireEvent.click(within(dialog).getByRole('link', { name: new RegExp(second?.name ?? '') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a location' })).toBeNull());
    expect(window.location.search).toBe(`?player=${traveller.name}&location=${second?.id}&screen=summary`);
    await screen.findByRole('heading', { level: 1, name: traveller.name });
    await screen.findByText((_, el) => el?.tagName === 'DT' && el.textContent === `${second?.name} Score`);
  });

  it('looks up the player of an address without a venue', async () => {
    render(<ClassicApp authorName="Alex" />);
    await screen.findByRole('heading', { level: 1, name: 'Player lookup' });
    // As the page reads a '/?player=NAME' it was opened at (or went back to).
    act(() => {
      window.history.replaceState(null, '', `/?player=${traveller.name}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a location' });
    expect(dialog.querySelectorAll('.location-select__name')).toHaveLength(traveller.venues.length);
  });

  it('binds a key to a profile name (kept in this browser), finds the profile by the key, and edits and removes the binding', async () => {
    render(<ClassicApp authorName="Alex" />);
    await screen.findByText('No bound players yet.');
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'me' } });
    fireEvent.change(screen.getByLabelText('Profile name'), { target: { value: homebody.name } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    // The key is text, not a box; the profile name is editable.
    const row = (await screen.findByLabelText('Profile name bound to me')).closest(
      '.bound__row',
    ) as HTMLElement;
    expect(row.querySelector('.bound__key')?.textContent).toBe('me');
    expect((within(row).getByLabelText('Profile name bound to me') as HTMLInputElement).value).toBe(
      homebody.name,
    );
    expect(localStorage.getItem('boundPlayers')).toBe(JSON.stringify({ me: homebody.name }));

    // Searching the key searches its profile name.
    fireEvent.change(screen.getByLabelText('Enter profile name or bound key'), { target: { value: 'ME' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await screen.findByRole('heading', { level: 1, name: homebody.name });
    expect($classicRoute.get()).toMatchObject({ kind: 'player', player: homebody.name });

    // Back at the lookup (the bindings are kept), edit the value and Go.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Player lookup' });
    const value = screen.getByLabelText('Profile name bound to me');
    fireEvent.change(value, { target: { value: traveller.name } });
    fireEvent.blur(value);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Go to ${traveller.name}` }));
    });
    await screen.findByRole('dialog', { name: 'Choose a location' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Kept in this browser: a reload reads the edited binding back.
    expect(localStorage.getItem('boundPlayers')).toBe(JSON.stringify({ me: traveller.name }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove bound key me' }));
    await screen.findByText('No bound players yet.');
    expect(localStorage.getItem('boundPlayers')).toBe('{}');
  });
});

describe('the older player screen', () => {
  const venue = homebody.venues[0];
  const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);

  it('shows the header with name and stars, and the menu with the rooms under Games', async () => {
    const info = stubPlayer(homebody.name, venue?.id ?? 0);
    openPlayer(homebody.name, venue?.id ?? 0);
    render(<ClassicApp authorName="Alex" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(info?.player_name);
    await waitFor(() =>
      expect(document.querySelector('.player-header .stars')?.textContent).toContain(n(info?.stars ?? -1)),
    );
    // The sidebar's menu (the phone's drawer holds the same one).
    const menu = (await screen.findAllByRole('navigation', { name: 'Player menu' }))[0] as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Account Summary' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // Games is a heading for the rooms, not a link.
    expect(within(menu).queryByRole('link', { name: 'Games' })).toBeNull();
    await waitFor(() =>
      expect(
        within(within(menu).getByRole('list', { name: 'Games rooms' }))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(classicLocation(venue?.id ?? 0).rooms.map((r) => r.name)),
    );
    for (const item of ['Leaderboards', 'World Leaderboard', 'Badges'])
      expect(within(menu).getByRole('link', { name: item })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Switch Locations' })).toBeNull();
  });

  it('hides the hidden room from the menu', async () => {
    api.stub.on('classicPlayerLocations', () => [
      {
        ...classicLocation(venue?.id ?? 0),
        rooms: [...classicLocation(venue?.id ?? 0).rooms, { id: HIDDEN_ROOM_ID, name: 'Hidden', games: [] }],
      },
    ]);
    openPlayer(homebody.name, venue?.id ?? 0);
    render(<ClassicApp authorName="Alex" />);
    const menu = (await screen.findAllByRole('navigation', { name: 'Player menu' }))[0] as HTMLElement;
    await waitFor(() =>
      expect(within(menu).queryAllByRole('list', { name: 'Games rooms' })[0]?.textContent).toContain('Grid'),
    );
    expect(within(menu).queryByRole('link', { name: 'Hidden' })).toBeNull();
  });

  it('shows on the Account Summary the stars, both rank images and the figures, and no Claim for visitors', async () => {
    const info = stubPlayer(homebody.name, venue?.id ?? 0);
    if (!info || !venue) throw new Error('Homebody plays at one venue');
    openPlayer(homebody.name, venue.id);
    render(<ClassicApp authorName="Alex" />);
    const summary = (await screen.findByRole('heading', { level: 2, name: 'Account Summary' }))
      .parentElement as HTMLElement;
    await waitFor(() => expect(summary.querySelector('.account-summary')).not.toBeNull());
    expect(
      within(summary).getByRole('img', { name: new RegExp(`^Rank ${info.player_rank} \\(band`) }),
    ).toBeTruthy();
    expect(
      within(summary).getByRole('img', { name: new RegExp(`^Old rank badge: rank ${info.player_rank} `) }),
    ).toBeTruthy();
    expect(summary.querySelector('.account-summary .stars__value')?.textContent).toBe(n(info.stars));
    const figure = (label: string) =>
      [...summary.querySelectorAll('.account-summary__figure')]
        .find((f) => f.querySelector('dt')?.textContent === label)
        ?.querySelector('.account-summary__value')?.textContent;
    const tops = Object.values(info.topScores).reduce((s, c) => s + c, 0);
    expect(figure(`${venue.name} Score`)).toBe(n(info.local_score));
    // A first visit this month: the month's baseline is today's score.
    expect(figure('Monthly Score')).toBe('0');
    expect(figure('Leaderboard Rank')).toBe(`#${info.local_rank}`);
    expect(figure('Levels Passed')).toBe(`${n(info.passedLevels)} / ${n(info.levels)}`);
    expect(figure('Top Scores')).toBe(n(tops));
    // One venue: the total wins are this venue's top scores.
    await waitFor(() => expect(figure('Total Wins')).toBe(n(tops)));
    expect(tops).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Claim Profile' })).toBeNull();
  });

  it('lists on the Badges screen the badges the player holds, and says so when there are none', async () => {
    const held = [
      {
        _id: 1,
        title: 'First Steps',
        description: 'Played a level.',
        stars: 1,
        awardedAt: '2026-11-02T10:00:00.000Z',
      },
      {
        _id: 4,
        title: 'Grid Master',
        description: 'Cleared the Grid.',
        stars: 3,
        awardedAt: '2026-11-10T10:00:00.000Z',
      },
    ];
    api.stub.on('playerBadges', ({ params }) => (params.playerName === homebody.name ? held : []));
    openPlayer(homebody.name, venue?.id ?? 0, 'badges');
    const { unmount } = render(<ClassicApp authorName="Alex" />);
    await screen.findByRole('heading', { level: 2, name: 'Badges' });
    await waitFor(() => expect(document.querySelectorAll('.player-badges__title')).toHaveLength(held.length));
    expect([...document.querySelectorAll('.player-badges__title')].map((t) => t.textContent)).toEqual(
      held.map((b) => b.title),
    );
    expect(screen.queryByText('No badges to show yet.')).toBeNull();
    unmount();

    clearPlayer();
    openPlayer(traveller.name, traveller.venues[0]?.id ?? 0, 'badges');
    render(<ClassicApp authorName="Alex" />);
    await screen.findByText('No badges to show yet.');
  });
});

describe('the older leaderboards', () => {
  const venue = homebody.venues[0];
  const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);

  it("list the venue's board: position, rank image, name and score, the shown player's row marked", async () => {
    const entries = board(venue?.id ?? 0);
    render(
      <ClassicLeaderboard
        kind="venue"
        venueName={venue?.name ?? ''}
        playerName={homebody.name}
        locationId={venue?.id ?? 0}
      />,
    );
    const table = await screen.findByRole('table', { name: `${venue?.name} Leaderboard` });
    const rows = [...table.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows).toHaveLength(entries.length);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const [i, entry] of entries.slice(0, 3).entries()) {
      const row = rows[i] as HTMLElement;
      expect(row.querySelector('td')?.textContent).toBe(String(entry.rank));
      expect(within(row).getByRole('img', { name: new RegExp(`^Rank ${entry.playerRank} `) })).toBeTruthy();
      expect(within(row).getByRole('link').textContent).toBe(entry.players);
      expect(row.querySelector('td:last-child')?.textContent).toBe(n(entry.local_score));
    }
    const current = table.querySelectorAll('tr.is-current');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain(`${homebody.name} (shown player)`);
  });

  it('add the location on the world board, and a name there opens that player', async () => {
    openPlayer(homebody.name, venue?.id ?? 0, 'world-leaderboard');
    render(<ClassicApp authorName="Alex" />);
    const table = await screen.findByRole('table', { name: 'World Leaderboard' });
    expect([...table.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual([
      '#Position',
      'Rank image',
      'Name',
      'Location',
      'Score',
    ]);
    const row = table.querySelectorAll('tbody tr')[1] as HTMLElement;
    const name = within(row).getByRole('link').textContent ?? '';
    const city = row.querySelector('td.leaderboard__city')?.textContent ?? '';
    expect(name).not.toBe('');
    expect(VENUES.map((v) => v.city)).toContain(city);
    fireEvent.click(within(row).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name });
    await screen.findByRole('heading', { level: 2, name: 'Account Summary' });
    expect($classicRoute.get()).toMatchObject({ kind: 'player', player: name, screen: 'summary' });
  });
});

describe("the older UI's top bar", () => {
  it('offers Play Strategy, Challenges as coming soon, and login with both providers in a dialog that Escape closes', async () => {
    api.stub.on('authMe', () => ({
      isAuthenticated: false,
      user: null,
      providers: { google: true, discord: true },
    }));
    render(<TopBar siteName="Arcade Stats" />);
    expect(screen.getByRole('link', { name: 'Play Strategy' }).getAttribute('href')).toBe('/strategy/1');
    expect(screen.queryByRole('link', { name: /Challenges/ })).toBeNull();
    const login = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    await waitFor(() => expect(login.disabled).toBe(false));
    // Nobody is logged in: no welcome, no Admin Page.
    expect(screen.queryByRole('link', { name: 'Admin Page' })).toBeNull();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    fireEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    for (const provider of ['google', 'discord'] as const)
      expect(
        within(dialog)
          .getByRole('link', { name: `Continue with ${provider === 'google' ? 'Google' : 'Discord'}` })
          .getAttribute('href'),
      ).toBe(
        `/auth/${provider}?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  });
});

describe("the older UI's top bar for an admin", () => {
  const admin = (heldScores: number) => ({
    isAuthenticated: true,
    user: {
      id: 1,
      role: 'admin' as const,
      playerName: null,
      playerLocationId: null,
      email: 'ad***@ex***.com',
      displayName: 'Ada Admin',
      heldScores,
    },
    providers: { google: true, discord: true },
  });

  it('counts the scores waiting for review beside Admin Page, which then opens their tab', async () => {
    api.stub.on('authMe', () => admin(3));
    const { unmount } = render(<TopBar siteName="Arcade Stats" />);
    const link = await screen.findByRole('link', { name: 'Admin Page 3 scores wait for review' });
    expect(link.getAttribute('href')).toBe('/admin?tab=scores');
    unmount();
    api.stub.on('authMe', () => admin(0));
    render(<TopBar siteName="Arcade Stats" />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Admin Page' }).getAttribute('href')).toBe('/admin'),
    );
  });
});

// What tests/e2e/last-updated.spec.ts read on the pages of both UIs (its failures are in
// classic-api-down.test.tsx).
describe('when the scores were last updated', () => {
  const UPDATED = /^Scores updated (just now|\d+ min ago|\d+ hours? ago|\d+ days? ago)$/;

  it("is said on the older UI's player screens and boards", async () => {
    const venue = homebody.venues[0]?.id ?? 0;
    for (const screenName of ['summary', 'leaderboard', 'world-leaderboard'] as const) {
      clearPlayer();
      $lastUpdated.set(null);
      openPlayer(homebody.name, venue, screenName);
      const { container, unmount } = render(<ClassicApp authorName="Alex" />);
      await waitFor(() =>
        expect(container.querySelector('.classic-app .last-updated')?.textContent, screenName).toMatch(
          UPDATED,
        ),
      );
      unmount();
    }
  });

  it("is said in the newer UI's shell (its health gate asks, the line tells)", async () => {
    $lastUpdated.set(null);
    const { container } = render(
      <>
        <LastUpdated />
        <HealthGate />
      </>,
    );
    await waitFor(() => expect(container.querySelector('.last-updated')?.textContent).toMatch(UPDATED));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is not said on a kept copy shown offline, whose notice tells when it was saved', async () => {
    // The page as the service worker hands over its kept copy: its notice first in the body.
    const marked = markedOffline('<html><body></body></html>', new Date(), 'UTC');
    document.body.insertAdjacentHTML('afterbegin', /<body>(.*)<\/body>/.exec(marked)?.[1] ?? '');
    try {
      $lastUpdated.set({ players: new Date().toISOString(), leaderboards: new Date().toISOString() });
      const { container } = render(<LastUpdated />);
      await waitFor(() => expect(container.querySelector('.last-updated')).not.toBeNull());
      expect(container.querySelector('.last-updated')?.textContent).toBe('');
    } finally {
      document.querySelector('.offline-copy')?.remove();
    }
  });
});
