import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoidRequestInAddress } from '../../src/domain/void-link';
import { ScoreReviewSection } from '../../src/islands/admin/ScoreReviewSection';
import { adminLocations } from '../../src/stores/admin-locations';
import { adminHeldScores, adminScoreAudit, adminVoidedScores } from '../../src/stores/admin-reviews';
import { stubTheWorld } from '../support/stub-world';
import { stubAdmin } from './fixtures/admin';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

/**
 * The Void form opened from a level board's "Void…" link (/admin?void=…): filled in and its
 * player's scores found at once, the link's level chosen and the Void button focused; the admin
 * still confirms. Against the stub world (Traveller's Flash Mines L3 at Leeds Grid is 3,200).
 */
const api = stubApiPerTest((stub) => {
  stubTheWorld(stub);
  stubAdmin(stub);
  stub
    .on('heldScores', () => [])
    .on('voidedScores', () => [])
    .on('scoreAudit', () => [])
    .on('voidScore', () => ({ voidedId: 1 }));
});

const LINK = '/admin?void=Traveller&venue=1&game=11&level=2#void-score';
beforeEach(() => pointClientAt(api.stub.origin, LINK));
// The section's lists load as it shows (and again after a void): each test waits for them, so no
// fetch is still under way when the stub stops.
const LISTS = [adminHeldScores, adminVoidedScores, adminScoreAudit, adminLocations];
afterEach(() => waitFor(() => expect(LISTS.filter((l) => l.$state.get().loading)).toEqual([])));

/** The text of a select's chosen option, as the admin reads it. */
const shown = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;
const value = (field: HTMLElement) => (field as HTMLInputElement).value;

function open(voidRequest: VoidRequestInAddress) {
  render(<ScoreReviewSection voidRequest={voidRequest} />);
  return within(screen.getByRole('form', { name: 'Void a score' }));
}

describe('a void link', () => {
  it('fills the form in, chooses the level and focuses Void; the void waits for the confirmation', async () => {
    const form = open({ playerName: 'Traveller', locationId: 1, gameId: 11, level: 2 });
    const button = (await form.findByRole('button', { name: 'Void Flash Mines L3' })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(value(form.getByLabelText('Player'))).toBe('Traveller');
    expect(shown(form.getByLabelText('Their best on'))).toBe('Flash Mines L3: 3,200');
    await waitFor(() => expect(shown(form.getByLabelText('Venue'))).toBe('Leeds Grid'));
    expect(api.stub.calls('playerData')).toMatchObject([
      { params: { playerName: 'Traveller', locationId: 1 } },
    ]);
    expect(api.stub.calls('voidScore')).toEqual([]);

    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: "Void Traveller's 3,200 on Flash Mines L3?" });
    const confirm = within(dialog).getByRole('button', { name: 'Void' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.stub.calls('voidScore')).toMatchObject([
      { body: { playerName: 'Traveller', locationId: 1, gameId: 11, level: 2 } },
    ]);
    // A reload after the void does not fill the form in again (it would offer the next best).
    expect(window.location.search).toBe('');
  });

  it("names an unknown player with the form's usual error, and offers nothing to void", async () => {
    const form = open({ playerName: 'Nobody', locationId: 1, gameId: 11, level: 2 });
    expect((await form.findByRole('alert')).textContent).toBe('No such player at that venue.');
    expect(value(form.getByLabelText('Player'))).toBe('Nobody');
    expect(form.queryByLabelText('Their best on')).toBeNull();
    expect(form.queryByRole('button', { name: /^Void/ })).toBeNull();
  });

  it('says so when the player has no score on the level, and chooses none', async () => {
    // Traveller plays Pixel Run at York Strike, not at Leeds Grid.
    const form = open({ playerName: 'Traveller', locationId: 1, gameId: 12, level: 0 });
    expect((await form.findByRole('alert')).textContent).toBe('They have no score on that level.');
    expect(shown(form.getByLabelText('Their best on'))).toBe('Choose a level');
    expect(document.activeElement).not.toBe(form.getByRole('button', { name: 'Void' }));
  });

  it('that names no score (a part missing or out of range) says so and looks nothing up', async () => {
    const form = open('bad');
    expect(form.getByRole('alert').textContent).toBe('The link names no score to void.');
    expect(value(form.getByLabelText('Player'))).toBe('');
    expect(api.stub.calls('playerData')).toEqual([]);
  });
});
