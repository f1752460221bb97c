import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Challenge } from '../../src/contract/schemas/admin';
import { XSRF_COOKIE } from '../../src/contract/security';
import { BadgesTab } from '../../src/islands/admin/BadgesTab';
import { ChallengeEditor } from '../../src/islands/admin/ChallengeEditor';
import { ChallengeList } from '../../src/islands/admin/ChallengeList';
import { LocationsTab } from '../../src/islands/admin/LocationsTab';
import { notFound } from '../../src/server/http/errors';
import { adminBadges } from '../../src/stores/admin-badges';
import { adminChallenges, editedChallenge } from '../../src/stores/admin-challenges';
import { adminLocations } from '../../src/stores/admin-locations';
import { HOSTILE_NAMES } from '../support/hostile-names';
import { type AdminWorld, stubAdmin } from './fixtures/admin';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

/**
 * The admin tabs' forms and dialogs as an admin uses them (what tests/e2e/admin-panel.spec.ts did
 * in a browser): Locations, Badges, a challenge's page and the challenge list, against the stub
 * world of tests/islands/fixtures/admin.ts, where a write changes what the next read answers. That
 * the real API keeps each change is its own tests' (src/server/routes/{locations,badges,challenges}).
 */
let world: AdminWorld;
let nextRecordId = 1000;
const api = stubApiPerTest((stub) => {
  world = stubAdmin(stub);
  const challenge = (id: number) => {
    const found = world.challenges.find((c) => c._id === id);
    if (!found) throw notFound('Challenge not found');
    return found;
  };
  stub
    .on('updateChallenge', ({ params, body }) => {
      const before = challenge(params.id);
      const added = (body.scoreRecords ?? []).map((r) => ({
        _id: nextRecordId++,
        score: r.score,
        displayName: r.displayName,
        createdAt: '2026-11-26T20:00:00.000Z',
        userId: null,
        isValid: r.isValid ?? true,
      }));
      const saved: Challenge = {
        ...before,
        ...(body.gameName === undefined ? {} : { gameName: body.gameName }),
        ...(body.gameLevel === undefined ? {} : { gameLevel: body.gameLevel }),
        ...(body.isLive === undefined ? {} : { isLive: body.isLive }),
        scoreRecords: [...before.scoreRecords, ...added].sort((a, b) => b.score - a.score),
      };
      world.challenges = world.challenges.map((c) => (c._id === params.id ? saved : c));
      return saved;
    })
    .on('deleteChallenge', ({ params }) => {
      challenge(params.id);
      world.challenges = world.challenges.map((c) => (c._id === params.id ? { ...c, isDeleted: true } : c));
      return { deleted: params.id };
    });
});

beforeEach(() => {
  pointClientAt(api.stub.origin, '/admin');
  Reflect.set(document, 'cookie', `${XSRF_COOKIE}=admin-tabs-token; path=/`);
});
// Each test waits for its lists, so that no fetch is under way when the stub's handlers change.
const LISTS = [adminLocations, adminBadges, adminChallenges, editedChallenge];
afterEach(async () => {
  await waitFor(() => expect(LISTS.filter((l) => l.$state.get().loading || l.$busy.get())).toEqual([]));
  Reflect.set(document, 'cookie', `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
});

/** The table row whose cell reads exactly `name`. */
const row = (table: HTMLElement, name: string) =>
  within(table)
    .queryAllByRole('row')
    .find((r) =>
      within(r)
        .queryAllByRole('cell')
        .some((c) => c.textContent === name),
    );
const names = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const value = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('the Locations tab', () => {
  it('adds a venue (a blank name sends nothing), renames it and removes it after confirming', async () => {
    const user = userEvent.setup();
    render(<LocationsTab />);
    const table = await screen.findByRole('table', { name: 'Locations' });
    const field = screen.getByLabelText('Location name');
    const add = screen.getByRole('button', { name: 'Add location' });

    await user.type(field, '   ');
    expect(disabled(add)).toBe(true);
    await user.type(field, 'Whitby Arcade  ');
    await user.click(add);
    // Trimmed, in the list at once, and the form empties for the next one.
    await waitFor(() => expect(row(table, 'Whitby Arcade')).toBeDefined());
    expect(value(field)).toBe('');
    expect(api.stub.calls('addLocation')).toMatchObject([{ body: { name: 'Whitby Arcade' } }]);

    await user.click(screen.getByRole('button', { name: 'Rename Whitby Arcade' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rename Whitby Arcade' }));
    const nameField = dialog.getByLabelText('Location name');
    await user.clear(nameField);
    await user.type(nameField, ' ');
    expect(disabled(dialog.getByRole('button', { name: 'Save' }))).toBe(true);
    await user.clear(nameField);
    await user.type(nameField, 'Whitby Front{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row(table, 'Whitby Front')).toBeDefined();
    expect(row(table, 'Whitby Arcade')).toBeUndefined();

    // Removing asks first; Cancel keeps it.
    await user.click(screen.getByRole('button', { name: 'Remove Whitby Front' }));
    const confirm = () => within(screen.getByRole('dialog', { name: 'Remove Whitby Front?' }));
    await user.click(confirm().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row(table, 'Whitby Front')).toBeDefined();
    expect(api.stub.calls('deleteLocation')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Whitby Front' }));
    await user.click(confirm().getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row(table, 'Whitby Front')).toBeUndefined();
    // The server's list agrees.
    expect(world.locations.map((l) => l.name)).not.toContain('Whitby Front');
  });

  it('keeps a venue that has scores, saying so in the confirmation', async () => {
    const user = userEvent.setup();
    render(<LocationsTab />);
    const table = await screen.findByRole('table', { name: 'Locations' });
    const venue = world.locations.find((l) => l.players > 0)?.name ?? '';
    await user.click(screen.getByRole('button', { name: `Remove ${venue}` }));
    const confirm = within(screen.getByRole('dialog', { name: `Remove ${venue}?` }));
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect((await confirm.findByRole('alert')).textContent).toBe('Failed to delete location');
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row(table, venue)).toBeDefined();
  });
});

describe('the Badges tab', () => {
  it('adds a badge with a hostile title as text, edits it (a blank field cannot be saved) and deletes it', async () => {
    const user = userEvent.setup();
    render(<BadgesTab />);
    const table = await screen.findByRole('table', { name: 'Badges' });
    const title = `${HOSTILE_NAMES[0]} new`;
    const description = `${HOSTILE_NAMES[1]} ${HOSTILE_NAMES[4]}`;
    await user.type(screen.getByLabelText('Badge title'), title.replace(/[{[]/g, '$&$&'));
    await user.type(screen.getByLabelText('Badge description'), description.replace(/[{[]/g, '$&$&'));
    await user.click(screen.getByRole('button', { name: 'Add badge' }));
    await waitFor(() => expect(row(table, title)).toBeDefined());
    expect(within(row(table, title) as HTMLElement).getByRole('cell', { name: description })).toBeTruthy();
    expect(table.querySelector('img, script')).toBeNull();

    await user.click(screen.getByRole('button', { name: `Edit ${title}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${title}` }));
    await user.clear(dialog.getByLabelText('Badge description'));
    await user.type(dialog.getByLabelText('Badge description'), '   ');
    expect(disabled(dialog.getByRole('button', { name: 'Save' }))).toBe(true);
    await user.clear(dialog.getByLabelText('Badge description'));
    await user.type(dialog.getByLabelText('Badge description'), 'Edited by the tests');
    await user.type(dialog.getByLabelText('Badge title'), ' (edited)');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const edited = `${title} (edited)`;
    expect(
      within(row(table, edited) as HTMLElement).getByRole('cell', { name: 'Edited by the tests' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Delete ${edited}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Delete ${edited}?` })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(row(table, edited)).toBeUndefined());
    expect(world.badges.map((b) => b.title)).not.toContain(edited);
    expect(names(table)).toEqual(world.badges.map((b) => b.title));
  });
});

describe("a challenge's page", () => {
  it('adds score records (a score above 0 and a name), best first; an empty level is saved as 0', async () => {
    const user = userEvent.setup();
    const challenge = world.challenges[0] as Challenge;
    render(<ChallengeEditor challengeId={challenge._id} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Challenge: ${challenge.gameName}, level ${challenge.gameLevel}`,
      }),
    ).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add record' });
    const name = screen.getByLabelText('Display name');
    const score = screen.getByLabelText('Score');
    await user.type(name, 'Low Scorer');
    await user.type(score, '0');
    expect(disabled(add)).toBe(true);
    await user.clear(score);
    await user.type(score, '150');
    await user.clear(name);
    await user.type(name, '  ');
    expect(disabled(add)).toBe(true);
    await user.clear(name);
    await user.type(name, 'Low Scorer');
    await user.click(add);
    const table = await screen.findByRole('table', { name: 'Score records, best first' });
    await waitFor(() => expect(row(table, 'Low Scorer')).toBeDefined());
    // A hostile name is shown as text, at the top with the best score.
    const hostile = HOSTILE_NAMES[1] ?? '';
    await user.type(name, hostile.replace(/[{[]/g, '$&$&'));
    await user.type(score, '987654321{Enter}');
    await waitFor(() => expect(row(table, hostile)).toBeDefined());
    const top = table.querySelector('tbody tr') as HTMLElement;
    expect(within(top).getByRole('cell', { name: hostile })).toBeTruthy();
    const scores = [...table.querySelectorAll('tbody tr td:nth-child(3)')].map((td) =>
      Number(td.textContent?.replace(/\D/g, '')),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores).toHaveLength(challenge.scoreRecords.length + 2);
    expect(table.querySelector('img, script')).toBeNull();

    await user.clear(screen.getByLabelText('Game name'));
    await user.type(screen.getByLabelText('Game name'), 'Flash Mines Deluxe');
    await user.clear(screen.getByLabelText('Game level'));
    await user.click(screen.getByRole('button', { name: 'Save challenge' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Challenge: Flash Mines Deluxe, level 0' }),
    ).toBeTruthy();
    expect(api.stub.calls('updateChallenge').at(-1)).toMatchObject({
      body: { gameName: 'Flash Mines Deluxe', gameLevel: 0 },
    });
    expect(value(screen.getByLabelText('Game level'))).toBe('0');
  });

  it.each([999_999, 0])("says 'Challenge not found', with no form, for challenge %i", async (id) => {
    render(<ChallengeEditor challengeId={id} />);
    expect(await screen.findByText('Challenge not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add record' })).toBeNull();
  });
});

describe('the challenge list', () => {
  it('deletes a live challenge after confirming: only marked deleted, with nothing more to do; its page says so', async () => {
    const user = userEvent.setup();
    const challenge = world.challenges[0] as Challenge;
    const { unmount } = render(<ChallengeList headingLevel={1} />);
    const table = await screen.findByRole('table', { name: 'Challenges' });
    const listed = () =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.querySelector(`a[href="/admin/challenges/${challenge._id}"]`)) as HTMLElement;
    expect(within(listed()).getByRole('cell', { name: 'Live' })).toBeTruthy();
    await user.click(within(listed()).getByRole('button', { name: /^Delete challenge/ }));
    const confirm = within(
      screen.getByRole('dialog', { name: `Delete the ${challenge.gameName} challenge?` }),
    );
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(listed()).getByRole('cell', { name: 'Deleted' })).toBeTruthy();
    expect(within(listed()).queryAllByRole('button')).toEqual([]);
    expect(world.challenges.find((c) => c._id === challenge._id)?.isDeleted).toBe(true);
    unmount();

    // A reload: the list and the challenge's page read it from the server.
    render(<ChallengeList headingLevel={1} />);
    const again = await screen.findByRole('table', { name: 'Challenges' });
    const row = within(again)
      .getAllByRole('row')
      .find((r) => r.querySelector(`a[href="/admin/challenges/${challenge._id}"]`)) as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Deleted' })).toBeTruthy();
    render(<ChallengeEditor challengeId={challenge._id} />);
    expect((await screen.findByText('Status:', { exact: false })).textContent).toMatch(/^Status: Deleted/);
  });
});
