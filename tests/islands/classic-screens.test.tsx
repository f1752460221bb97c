import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassicApp } from '../../src/islands/classic/ClassicApp';
import { ClassicLeaderboard } from '../../src/islands/classic/leaderboard/ClassicLeaderboard';
import { LookupScreen } from '../../src/islands/classic/lookup/LookupScreen';
import { $auth } from '../../src/stores/auth';
import { $boundPlayers } from '../../src/stores/bound-players';
import { $claim } from '../../src/stores/classic-claim';
import { $classicFilters, CLASSIC_FILTERS_KEY, resetClassicFilters } from '../../src/stores/classic-filters';
import { clearLookup } from '../../src/stores/classic-lookup';
import { $monthlyBaselines } from '../../src/stores/classic-monthly';
import { clearPlayer } from '../../src/stores/classic-player';
import { $classicRoute, navigate, openPlayer } from '../../src/stores/classic-route';
import { $health } from '../../src/stores/health';
import type { StubApi } from '../support/stub-api';
import { stubTheWorld, venuesOf } from '../support/stub-world';
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
    fireEvent.click(within(dialog).getByRole('link', { name: new RegExp(traveller.venues[1]?.name ?? '') }));
    await waitFor(() => expect($classicRoute.get()).toMatchObject({ location: traveller.venues[1]?.id }));
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
