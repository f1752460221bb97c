import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerSuggestion } from '../../src/contract/schemas/suggestions';
import { playerPath } from '../../src/domain/paths';
import { TYPE_AHEAD_DEBOUNCE_MS } from '../../src/domain/suggestions';
import { PlayerSearch } from '../../src/islands/search/PlayerSearch';
import { clearSearch } from '../../src/stores/player-search';
import { clearSuggestions } from '../../src/stores/player-suggestions';
import { stubTheWorld, venuesOf } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

/**
 * The landing box's type-ahead at work, keyboard and pointer (what the end-to-end search spec
 * drove in a browser): the names offered as one types, the arrows wrapping through them, Escape,
 * Enter and a click picking one, nothing asked for one letter. Against the world's players; what
 * the real API suggests (accents folded, look-alikes) is its own tests'
 * (src/server/routes/suggestions/suggest-players.test.ts), and the e2e journey types into it.
 */

/** The same three names for any text: a traveller at two venues, and two players at one. */
const NAMES: PlayerSuggestion[] = ['Traveller', 'Homebody', 'Rival'].map((name) => ({
  name,
  locations: venuesOf(name).map(({ id, name: venue }) => ({ id, name: venue })),
}));

const api = stubApiPerTest((stub) => stubTheWorld(stub).on('suggestPlayers', () => NAMES));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearSearch();
  clearSuggestions();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

/** Renders the search and types `text` into its box, as keystrokes would. */
function typeInto(text: string): HTMLElement {
  render(<PlayerSearch />);
  const box = screen.getByRole('combobox', { name: 'Player Name' });
  fireEvent.change(box, { target: { value: text } });
  return box;
}

/** The options of the list of names offered, once it shows them all. */
async function offered(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(NAMES.length));
  return within(list).getAllByRole('option');
}

const selected = (options: HTMLElement[]) => options.map((o) => o.getAttribute('aria-selected'));

describe('the landing search box offers names as one types', () => {
  it('moves through them with the arrows, wrapping, the box naming the one it is on; Escape closes the list and keeps the focus', async () => {
    const box = typeInto('ho');
    const options = await offered();
    expect(options.map((o) => o.querySelector('.suggestions__name')?.textContent)).toEqual(
      NAMES.map((n) => n.name),
    );
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(selected(options)).toEqual(['false', 'false', 'false']);
    // Up first goes to the last; Down from there wraps to the first.
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(selected(await offered())).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(selected(await offered())).toEqual(['true', 'false', 'false']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const now = await offered();
    expect(selected(now)).toEqual(['false', 'true', 'false']);
    expect(box.getAttribute('aria-activedescendant')).toBe(now[1]?.id);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.activeElement).toBe(box);
  });

  it("Enter on a name searches it exactly: one venue opens the player's summary", async () => {
    const box = typeInto('ho');
    await offered();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(playerPath('Homebody', 1)));
    expect(api.stub.calls('activatePlayerLocations').map((c) => c.params)).toEqual([
      { playerName: 'Homebody' },
    ]);
    expect((box as HTMLInputElement).value).toBe('Homebody');
  });

  it('a click on a name picks it: several venues offer the choice', async () => {
    typeInto('tr');
    const [traveller] = await offered();
    await act(async () => {
      fireEvent.click(traveller as HTMLElement);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('link')).toHaveLength(venuesOf('Traveller').length);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks nothing for one letter; with the list open and no name chosen, Enter searches the text as typed', async () => {
    // Past the pause the type-ahead waits for (on the test's clock): nothing asked, nothing shown.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = typeInto('z');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TYPE_AHEAD_DEBOUNCE_MS * 3);
    });
    vi.useRealTimers();
    expect(api.stub.calls('suggestPlayers')).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: 'zoe' } });
    await offered();
    expect(api.stub.calls('suggestPlayers').map((c) => c.query)).toEqual([{ q: 'zoe' }]);
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Player not found'));
    expect(api.stub.calls('activatePlayerLocations').map((c) => c.params)).toEqual([{ playerName: 'zoe' }]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    // Nobody is called that: the names it could mean are offered instead.
    const meant = await screen.findByRole('navigation', { name: 'Did you mean:' });
    expect(within(meant).getAllByRole('link')).toHaveLength(NAMES.length);
  });
});
