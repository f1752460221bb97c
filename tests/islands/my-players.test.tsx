import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE } from '../../src/contract/security';
import { dayChangeLine } from '../../src/domain/day-change';
import { playerPath } from '../../src/domain/paths';
import { MyPlayers } from '../../src/islands/search/MyPlayers';
import { PlayerSearch } from '../../src/islands/search/PlayerSearch';
import { MeButton } from '../../src/islands/summary/MeButton';
import { $accountMe, $meOnDevice, $recentPlayers } from '../../src/stores/remembered-players';
import { board, playerData, stubTheWorld } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

const api = stubApiPerTest((stub) => stubTheWorld(stub));
const homebody = { name: 'Homebody', locationId: 1, venue: 'Leeds Grid' };
const traveller = { name: 'Traveller', locationId: 2, venue: 'York Strike' };
const rival = { name: 'Rival', locationId: 1, venue: 'Leeds Grid' };

beforeEach(() => {
  // happy-dom refuses to delete a key its storage does not hold (a browser does not mind): one is
  // put there for the store to remove.
  localStorage.setItem('myPlayer', '');
  $meOnDevice.set(undefined);
  $recentPlayers.set([]);
  $accountMe.set(undefined);
});
afterEach(() => {
  Reflect.set(document, 'cookie', `${XSRF_COOKIE}=; max-age=0; path=/`);
});

describe('the landing\'s "Your summary"', () => {
  it('shows nothing for a device that remembers nobody', async () => {
    const { container } = render(<MyPlayers />);
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(api.stub.calls()).toEqual([]);
  });

  it("links to me's summary with the summary's day line, total and position; Not me forgets", async () => {
    $meOnDevice.set({ kind: 'me', player: homebody });
    render(<MyPlayers />);
    const card = await screen.findByRole('region', { name: 'Your summary' });
    expect(within(card).getByRole('link').getAttribute('href')).toBe(playerPath('Homebody', 1));
    const data = playerData('Homebody', 1);
    const place = board(1).find((e) => e.players === 'Homebody');
    // Word for word what the summary's own line says.
    const line = dayChangeLine(place, 'Leeds Grid', data?.standing ?? 0);
    await waitFor(() => expect(within(card).getByText(line)).toBeTruthy());
    expect(within(card).getByText(`#${data?.standing}`)).toBeTruthy();
    expect(within(card).getByText((data?.totalScore ?? 0).toLocaleString('en-US'))).toBeTruthy();
    // From the small answer made for the card: not the venue's board; the player's whole data only
    // for "since your last visit", after it.
    expect(api.stub.calls('playerDay')).toHaveLength(1);
    expect(api.stub.calls('leaderboard')).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Not me' }));
    expect(screen.queryByRole('region', { name: 'Your summary' })).toBeNull();
    expect(localStorage.getItem('myPlayer')).toBe(JSON.stringify({ kind: 'not-me', nameKey: 'homebody' }));
  });

  it("is the logged-in user's approved claim when the device names nobody, until Not me", async () => {
    // A browser that has logged in has the anti-forgery cookie.
    Reflect.set(document, 'cookie', `${XSRF_COOKIE}=token; path=/`);
    api.stub.on('authMe', () => ({
      isAuthenticated: true,
      user: {
        id: 7,
        role: 'user' as const,
        playerName: 'Traveller',
        playerLocationId: 1,
        email: 'tr***@ex***.com',
        displayName: 'T',
        heldScores: null,
      },
      providers: { google: true, discord: true },
    }));
    render(<MyPlayers />);
    const card = await screen.findByRole('region', { name: 'Your summary' });
    expect(within(card).getByRole('link').getAttribute('href')).toBe(playerPath('Traveller', 1));
    // The venue comes with the figures.
    await waitFor(() => expect(within(card).getByText('Leeds Grid')).toBeTruthy());
    fireEvent.click(within(card).getByRole('button', { name: 'Not me' }));
    expect(screen.queryByRole('region', { name: 'Your summary' })).toBeNull();
  });

  it('offline, shows the figures the device last saw, as of then; online again, fresh ones', async () => {
    $meOnDevice.set({ kind: 'me', player: homebody });
    const data = playerData('Homebody', 1);
    const standing = `#${data?.standing}`;
    const online = render(<MyPlayers />);
    const seen = await screen.findByRole('region', { name: 'Your summary' });
    await waitFor(() => expect(within(seen).getByText(standing)).toBeTruthy());
    online.unmount();

    // The server cannot be reached (the phone is offline).
    const unreachable = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      const offline = render(<MyPlayers />);
      const card = await screen.findByRole('region', { name: 'Your summary' });
      await waitFor(() => expect(within(card).getByText(/^Offline: as of /)).toBeTruthy());
      expect(within(card).getByText(standing)).toBeTruthy();
      expect(within(card).getByText((data?.totalScore ?? 0).toLocaleString('en-US'))).toBeTruthy();
      offline.unmount();
    } finally {
      unreachable.mockRestore();
    }

    render(<MyPlayers />);
    const card = await screen.findByRole('region', { name: 'Your summary' });
    await waitFor(() => expect(within(card).getByText(standing)).toBeTruthy());
    expect(within(card).queryByText(/^Offline/)).toBeNull();
  });

  it('says so when the figures cannot be read, and still links to the summary', async () => {
    api.stub.failAll(503);
    $meOnDevice.set({ kind: 'me', player: homebody });
    render(<MyPlayers />);
    const card = screen.getByRole('region', { name: 'Your summary' });
    await waitFor(() =>
      expect(within(card).getByText("Today's figures are unavailable right now")).toBeTruthy(),
    );
    expect(within(card).getByRole('link').getAttribute('href')).toBe(playerPath('Homebody', 1));
  });
});

describe('the landing\'s "Recent players"', () => {
  it('lists the players last opened, the latest first, each linking to that summary', async () => {
    $recentPlayers.set([traveller, homebody]);
    render(<MyPlayers />);
    const list = await screen.findByRole('region', { name: 'Recent players' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['TravellerYork Strike', 'HomebodyLeeds Grid']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      playerPath('Traveller', 2),
      playerPath('Homebody', 1),
    ]);
  });

  it('shows nothing when the storage holds garbage, and does not fail', async () => {
    $recentPlayers.set([homebody]);
    const { container } = render(<MyPlayers />);
    await screen.findByRole('region', { name: 'Recent players' });
    act(() => {
      localStorage.setItem('recentPlayers', '{not json');
      window.dispatchEvent(new StorageEvent('storage', { key: 'recentPlayers', newValue: '{not json' }));
    });
    expect(container.textContent).toBe('');
  });
});

describe("the summary's This is me", () => {
  it('remembers the player, marks them, and Not me forgets them; opening the summary makes them recent', () => {
    $recentPlayers.set([homebody]);
    render(<MeButton player={traveller} />);
    expect($recentPlayers.get()).toEqual([traveller, homebody]);
    fireEvent.click(screen.getByRole('button', { name: 'This is me' }));
    expect($meOnDevice.get()).toEqual({ kind: 'me', player: traveller });
    expect(screen.getByText('You')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not me' }));
    expect(screen.getByRole('button', { name: 'This is me' })).toBeTruthy();
  });
});

/** Lets the box read the device's recent players: it imports their store once it runs. */
const recentRead = () => act(() => vi.dynamicImportSettled());

describe("the search box's recent players", () => {
  it('offers them in the empty box, the latest first; the keys pick one, which opens its summary', async () => {
    $recentPlayers.set([rival, traveller, homebody]);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(<PlayerSearch />);
    const box = screen.getByLabelText('Player Name');
    await recentRead();
    fireEvent.click(box);
    const list = screen.getByRole('listbox', { name: 'Recent players' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['RivalLeeds Grid', 'TravellerYork Strike', 'HomebodyLeeds Grid']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith(playerPath('Traveller', 2));
    // Straight to the summary: no search was sent.
    expect(api.stub.calls('activatePlayerLocations')).toEqual([]);
    assign.mockRestore();
  });

  it('gives way to the names like the text once something is typed, and offers nothing without recent players', async () => {
    const { unmount } = render(<PlayerSearch />);
    const box = screen.getByLabelText('Player Name');
    await recentRead();
    fireEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    unmount();
    $recentPlayers.set([homebody]);
    render(<PlayerSearch />);
    const again = screen.getByLabelText('Player Name');
    await recentRead();
    fireEvent.focus(again);
    expect(screen.getByRole('listbox', { name: 'Recent players' })).toBeTruthy();
    fireEvent.change(again, { target: { value: 'H' } });
    expect(screen.getByRole('listbox', { hidden: true }).getAttribute('aria-label')).toBe('Suggestions');
    expect(again.getAttribute('aria-expanded')).toBe('false');
  });
});
