import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlayerSearch } from '../../src/islands/search/PlayerSearch';
import { $playerLocations, clearSearch, searchPlayer } from '../../src/stores/player-search';
import { stubTheWorld, venuesOf } from '../support/stub-world';
import { suggestFromWorld } from './fixtures/suggestions';
import { stubApiPerTest } from './stub-per-test';

// The type-ahead and 'Did you mean' ask for suggestions as the real landing page does.
const api = stubApiPerTest((stub) =>
  stubTheWorld(stub).on('suggestPlayers', ({ query }) => suggestFromWorld(query.q, query.locationId)),
);
// A player at several venues, their best first.
const traveller = { name: 'Traveller', venues: venuesOf('Traveller').map((v) => v.name) };

beforeEach(() => clearSearch());

describe('the player-locations store', () => {
  it('goes loading -> success with the venues', async () => {
    const seen: Array<{ loading: boolean; error: string | null; count: number }> = [];
    const stop = $playerLocations.listen((s) =>
      seen.push({ loading: s.loading, error: s.error, count: s.data.length }),
    );
    await searchPlayer(`  ${traveller.name}  `);
    stop();
    expect(seen).toEqual([
      { loading: true, error: null, count: 0 },
      { loading: false, error: null, count: traveller.venues.length },
    ]);
    // The name was asked for trimmed.
    expect(api.stub.calls('activatePlayerLocations').map((c) => c.params)).toEqual([
      { playerName: traveller.name },
    ]);
  });

  it("goes loading -> failure with 'Player not found' and no venues", async () => {
    await searchPlayer(traveller.name);
    const seen: Array<{ loading: boolean; error: string | null; count: number }> = [];
    const stop = $playerLocations.listen((s) =>
      seen.push({ loading: s.loading, error: s.error, count: s.data.length }),
    );
    await searchPlayer('nobody-by-this-name');
    stop();
    expect(seen).toEqual([
      { loading: true, error: null, count: 0 },
      { loading: false, error: 'Player not found', count: 0 },
    ]);
  });

  it('does nothing for a blank name', async () => {
    const seen: unknown[] = [];
    const stop = $playerLocations.listen((s) => seen.push(s));
    await searchPlayer('   ');
    stop();
    expect(seen).toEqual([]);
    expect(api.stub.calls('activatePlayerLocations')).toEqual([]);
  });
});

describe('<PlayerSearch>', () => {
  it('takes focus, and keeps Search disabled until a non-blank name is typed', () => {
    render(<PlayerSearch />);
    const input = screen.getByLabelText('Player Name');
    const button = screen.getByRole('button', { name: 'Search' });
    // React focuses it as it mounts; the server's markup carries `autofocus`, so the browser has
    // focused it already before any script runs (the end-to-end search test sees that).
    expect(document.activeElement).toBe(input);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'x' } });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'Player not found' under the box after pressing Enter on an unknown name", async () => {
    render(<PlayerSearch />);
    const input = screen.getByLabelText('Player Name');
    fireEvent.change(input, { target: { value: 'nobody-by-this-name' } });
    await act(async () => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Player not found'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the location choice with a link per venue when the player has several', async () => {
    render(<PlayerSearch />);
    fireEvent.change(screen.getByLabelText('Player Name'), { target: { value: traveller.name } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    const dialog = await screen.findByRole('dialog');
    const links = [...dialog.querySelectorAll('a')];
    expect(links.map((a) => a.querySelector('.location-list__name')?.textContent)).toEqual(traveller.venues);
    expect(links[0]?.getAttribute('href')).toMatch(
      new RegExp(`^/player/${encodeURIComponent(traveller.name)}/location/\\d+/summary$`),
    );
  });

  it('says the API is down, not that a real player is unknown, when the API cannot answer', async () => {
    api.stub.failAll(503);
    render(<PlayerSearch />);
    fireEvent.change(screen.getByLabelText('Player Name'), { target: { value: traveller.name } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('API is currently down. Please try again later.'),
    );
  });

  it('hydrates with what was typed before its script ran, and searches it', async () => {
    // The server's markup, with a name typed into it while the script was on its way.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PlayerSearch />);
    document.body.append(container);
    const box = container.querySelector('input') as HTMLInputElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    // Sent as it is until the island runs: the form goes to the server.
    expect(button.disabled).toBe(false);
    box.value = traveller.name;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <PlayerSearch />);
    });
    expect(box.value).toBe(traveller.name);
    expect(button.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(container.querySelector('dialog')).not.toBeNull());
    expect(api.stub.calls('activatePlayerLocations').map((c) => c.params)).toEqual([
      { playerName: traveller.name },
    ]);
    act(() => root?.unmount());
    container.remove();
  });

  it("shows the server's answer to a search sent before it ran: the venue choice, then a modal", async () => {
    const venues = venuesOf(traveller.name);
    render(<PlayerSearch early={{ kind: 'choice', name: traveller.name, locations: venues }} />);
    const dialog = await screen.findByRole('dialog');
    expect([...dialog.querySelectorAll('.location-list__name')].map((n) => n.textContent)).toEqual(
      traveller.venues,
    );
    expect((screen.getByLabelText('Player Name') as HTMLInputElement).value).toBe(traveller.name);
    // Nothing asked again: the server answered.
    expect(api.stub.calls('activatePlayerLocations')).toEqual([]);
  });

  it("shows the server's 'Player not found' with the names it could mean, until the next search", async () => {
    render(
      <PlayerSearch
        early={{
          kind: 'failed',
          name: 'Travelr',
          message: 'Player not found',
          namesLike: [
            {
              name: traveller.name,
              locations: venuesOf(traveller.name).map(({ id, name }) => ({ id, name })),
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Player not found');
    expect(screen.getByRole('link', { name: traveller.name })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Player Name'), { target: { value: traveller.name } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await screen.findByRole('dialog');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
