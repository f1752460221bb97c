import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '../../src/contract/security';
import { BadgesTab } from '../../src/islands/admin/BadgesTab';
import { PlayerLinksTab } from '../../src/islands/admin/PlayerLinksTab';
import { unauthorized } from '../../src/server/http/errors';
import { addBadge, adminBadges } from '../../src/stores/admin-badges';
import { CHALLENGE_ERRORS, editedChallenge, loadChallenge } from '../../src/stores/admin-challenges';
import {
  addLocation,
  adminLocations,
  LOCATION_ERRORS,
  removeLocation,
  renameLocation,
} from '../../src/stores/admin-locations';
import { PLAYER_LINK_ERRORS } from '../../src/stores/admin-player-links';
import { type AdminWorld, HOSTILE_TITLE, stubAdmin } from './fixtures/admin';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

/**
 * The admin stores and tabs against a stub of the API over HTTP, answering from in-memory lists
 * (a write changes what the next read answers). Who may call the admin endpoints, and the
 * anti-forgery check, are the API tests' and the end-to-end tests' (tests/e2e/admin-*.spec.ts).
 */
let world: AdminWorld;
const api = stubApiPerTest((stub) => {
  world = stubAdmin(stub);
});

const XSRF_TOKEN = 'admin-xsrf-token';
/** Sets or (undefined) expires the anti-forgery cookie an admin has from their login. */
function xsrfCookie(token: string | undefined): void {
  const cookie =
    token === undefined
      ? `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
      : `${XSRF_COOKIE}=${token}; path=/`;
  Reflect.set(document, 'cookie', cookie);
}

beforeEach(() => {
  pointClientAt(api.stub.origin, '/admin');
  xsrfCookie(XSRF_TOKEN);
});
afterEach(() => xsrfCookie(undefined));

describe('the locations store', () => {
  it('loads the venues for an admin', async () => {
    await adminLocations.load();
    const state = adminLocations.$state.get();
    expect(state.error).toBeNull();
    expect(state.data.length).toBeGreaterThan(0);
    expect(state.data.some((l) => l.players > 0)).toBe(true);
    expect(state.data).toEqual(world.locations);
  });

  it('sends nothing for a blank name, and leaves the list as it is', async () => {
    await adminLocations.load();
    const before = adminLocations.$state.get().data;
    expect(await addLocation(' \t ')).toBe(false);
    expect(await renameLocation(before[0]?._id ?? 0, '   ')).toBe(false);
    expect(adminLocations.$state.get().data).toBe(before);
    expect(adminLocations.$actionError.get()).toBeNull();
    expect(api.stub.calls('addLocation')).toEqual([]);
    expect(api.stub.calls('updateLocation')).toEqual([]);
  });

  it("empties the list and says 'Failed to fetch locations' for a visitor who is not an admin", async () => {
    await adminLocations.load();
    expect(adminLocations.$state.get().data.length).toBeGreaterThan(0);
    // What the API answers a visitor without an admin session.
    api.stub.on('adminLocations', () => {
      throw unauthorized();
    });
    await adminLocations.load();
    expect(adminLocations.$state.get()).toEqual({ loading: false, error: LOCATION_ERRORS.fetch, data: [] });
  });

  it('adds and renames a venue, sending the trimmed name and the anti-forgery token; a reload agrees', async () => {
    await adminLocations.load();
    expect(await addLocation('  Whitby Arcade \t')).toBe(true);
    const [add] = api.stub.calls('addLocation');
    expect(add).toMatchObject({ method: 'POST', path: '/api/locations', body: { name: 'Whitby Arcade' } });
    const added = adminLocations.$state.get().data.find((l) => l.name === 'Whitby Arcade');
    expect(added).toMatchObject({ city: 'Whitby Arcade', players: 0 });

    expect(await renameLocation(added?._id ?? 0, ' Whitby Front ')).toBe(true);
    expect(api.stub.calls('updateLocation')).toMatchObject([
      { method: 'PUT', params: { id: added?._id }, body: { name: 'Whitby Front' } },
    ]);
    expect(world.xsrfSent).toEqual([XSRF_TOKEN, XSRF_TOKEN]);
    const names = adminLocations.$state.get().data.map((l) => l.name);
    expect(names).toContain('Whitby Front');
    expect(names).not.toContain('Whitby Arcade');
    expect(adminLocations.$actionError.get()).toBeNull();

    // The list was changed locally from the answers; the server's list says the same.
    const local = adminLocations.$state.get().data;
    await adminLocations.load();
    expect(adminLocations.$state.get().data).toEqual(expect.arrayContaining(local));
    expect(adminLocations.$state.get().data).toHaveLength(local.length);
  });

  it("keeps a venue the server will not remove, saying 'Failed to delete location'; removes an empty one", async () => {
    await adminLocations.load();
    const withScores = world.locations.find((l) => l.players > 0);
    const empty = world.locations.find((l) => l.players === 0);
    expect(await removeLocation(withScores?._id ?? 0)).toBe(false);
    expect(adminLocations.$actionError.get()).toBe(LOCATION_ERRORS.delete);
    expect(adminLocations.$state.get().data.map((l) => l._id)).toContain(withScores?._id);

    expect(await removeLocation(empty?._id ?? 0)).toBe(true);
    expect(adminLocations.$actionError.get()).toBeNull();
    expect(api.stub.calls('deleteLocation')).toMatchObject([
      { method: 'DELETE', params: { id: withScores?._id } },
      { method: 'DELETE', params: { id: empty?._id } },
    ]);
    expect(adminLocations.$state.get().data.map((l) => l._id)).not.toContain(empty?._id);
    await adminLocations.load();
    expect(adminLocations.$state.get().data.map((l) => l._id)).not.toContain(empty?._id);
  });
});

describe('the badges store', () => {
  it('sends nothing unless both title and description are set', async () => {
    await adminBadges.load();
    const before = adminBadges.$state.get().data;
    expect(await addBadge('Title only', '  ')).toBe(false);
    expect(await addBadge('', 'Description only')).toBe(false);
    expect(adminBadges.$state.get().data).toBe(before);
    expect(api.stub.calls('addBadge')).toEqual([]);
  });
});

describe('the challenge store', () => {
  it("a missing challenge, or an id that is not one, is 'Challenge not found'", async () => {
    await loadChallenge(999_999);
    expect(editedChallenge.$state.get().error).toBe(CHALLENGE_ERRORS.notFound);
    expect(api.stub.calls('challenge')).toMatchObject([{ params: { id: 999_999 } }]);
    // An id of 0 is sent as it is, and the server's own check of the path refuses it (a 400).
    await loadChallenge(0);
    expect(editedChallenge.$state.get().error).toBe(CHALLENGE_ERRORS.notFound);
  });

  it('loads an existing challenge with its records best first', async () => {
    const existing = world.challenges[0];
    await loadChallenge(existing?._id ?? 0);
    const challenge = editedChallenge.$state.get().data[0];
    expect(challenge?._id).toBe(existing?._id);
    expect(challenge).toEqual(existing);
    const scores = challenge?.scoreRecords.map((r) => r.score) ?? [];
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('the Badges tab', () => {
  it('renders a hostile title as text, keeps Add disabled until both fields are filled, and sorts', async () => {
    const user = userEvent.setup();
    render(<BadgesTab />);
    const table = await screen.findByRole('table', { name: 'Badges' });
    expect(within(table).getByText(HOSTILE_TITLE)).toBeTruthy();
    expect(table.querySelector('img, script')).toBeNull();

    const add = screen.getByRole('button', { name: 'Add badge' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText('Badge title'), 'Half');
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText('Badge description'), 'Done');
    expect(add.disabled).toBe(false);

    const title = screen.getByRole('columnheader', { name: /Title/ });
    const description = screen.getByRole('columnheader', { name: /Description/ });
    const titles = () =>
      [...table.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent ?? '');
    await user.click(within(title).getByRole('button'));
    expect(title.getAttribute('aria-sort')).toBe('ascending');
    const ascending = titles();
    await user.click(within(title).getByRole('button'));
    expect(title.getAttribute('aria-sort')).toBe('descending');
    expect(titles()).toEqual([...ascending].reverse());
    await user.click(within(description).getByRole('button'));
    expect(description.getAttribute('aria-sort')).toBe('ascending');
    expect(title.getAttribute('aria-sort')).toBe('none');
    expect(api.stub.calls('addBadge')).toEqual([]);
  });
});

describe('the Player Links tab', () => {
  it('says there are no requests yet when there are none', async () => {
    render(<PlayerLinksTab />);
    expect(await screen.findByText('No player link requests yet.')).toBeTruthy();
    expect(api.stub.calls('playerLinks')).toHaveLength(1);
  });

  it('shows the failure text instead of the tables when the list cannot be fetched', async () => {
    api.stub.on('playerLinks', () => {
      throw unauthorized();
    });
    render(<PlayerLinksTab />);
    expect((await screen.findByRole('alert')).textContent).toBe(PLAYER_LINK_ERRORS.fetch);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
