import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerPath } from '../../src/domain/paths';
import { PlayerSearch } from '../../src/islands/search/PlayerSearch';
import { clearSearch } from '../../src/stores/player-search';
import { VENUES } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

/**
 * Names with %, /, .., # and ? typed into the landing's search box (what
 * tests/e2e/security.spec.ts did in a browser): the lookup asks for exactly that name (the stub
 * mounts the API's own routes, so the address is decoded as the server decodes it), and the box
 * opens that name's own summary. That each such address is that player's page on the server is
 * the end-to-end HTTP test's.
 */
const VENUE = VENUES[0];
if (!VENUE) throw new Error('The stub world has no venue');
const api = stubApiPerTest((stub) => stub.on('activatePlayerLocations', () => [VENUE]));
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearSearch();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

// 'Zed%41x' would open ZedAx's page if its address were decoded twice.
describe.each(['Zed%41x', 'a%2Fb', '#1 fan', 'q?x=1&y', 'x/../y', '100%'])('the name %j', (name) => {
  it('is looked up as it is, and opens its own summary', async () => {
    render(<PlayerSearch />);
    const box = screen.getByLabelText('Player Name');
    fireEvent.change(box, { target: { value: name } });
    await act(async () => {
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign.mock.calls).toEqual([[playerPath(name, VENUE.id)]]);
    expect(api.stub.calls('activatePlayerLocations').map((c) => c.params)).toEqual([{ playerName: name }]);
    cleanup();
  });
});
