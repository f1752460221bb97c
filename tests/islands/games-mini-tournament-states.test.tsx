import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MiniTournament } from '../../src/islands/arcade/mini-tournament/MiniTournament';
import { $miniTournament } from '../../src/stores/mini-tournament';

/**
 * The mini tournament's four states in the order a player meets them (what
 * tests/e2e/games-mini-tournament.spec.ts did in a browser), each read back after a page load:
 * the island starts from nothing and reads localStorage once mounted, as on a reload. That the
 * page's island comes back from localStorage in a real browser is tests/e2e/games-layout.spec.ts's.
 */
function reload() {
  cleanup();
  $miniTournament.set(null);
  render(<MiniTournament />);
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const click = (name: string) =>
  act(() => {
    fireEvent.click(button(name));
  });
const type = (label: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
const submit = (label: string) =>
  act(() => {
    fireEvent.submit(screen.getByLabelText(label).closest('form') as HTMLFormElement);
  });
const games = () =>
  within(screen.getByRole('list', { name: 'Games' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const heading = (name: string) => screen.queryByRole('heading', { name });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe('a mini tournament', () => {
  it('goes setup -> started -> finished -> restart, and a reload keeps each state', () => {
    expect(heading('Setup')).not.toBeNull();
    // Setup: games are added, renamed and removed; a blank name is not accepted.
    expect(button('Start playing').disabled).toBe(true);
    type('Game name', '   ');
    expect(button('Add game').disabled).toBe(true);
    for (const name of ['Hexa Hop', 'Pixel Run', 'Laser Maze']) {
      type('Game name', name);
      submit('Game name');
    }
    click('Rename Pixel Run');
    type('New name for Pixel Run', 'Neon Tag');
    submit('New name for Pixel Run');
    click('Remove Laser Maze');
    expect(games()).toEqual(['Hexa Hop', 'Neon Tag']);
    reload();
    expect(games()).toEqual(['Hexa Hop', 'Neon Tag']);

    // Started: names are locked, scores are whole numbers of 0 or more.
    click('Start playing');
    expect(heading('Playing')).not.toBeNull();
    reload();
    expect(heading('Playing')).not.toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(Rename|Remove) / })).toEqual([]);
    expect(screen.queryByLabelText('Game name')).toBeNull();
    type('Score for Hexa Hop', '-5');
    expect(screen.getByRole('alert').textContent).toBe('Scores are whole numbers of 0 or more');
    type('Score for Hexa Hop', '4200');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Finish').disabled).toBe(true);
    type('Score for Neon Tag', '3150');
    reload();
    expect(value('Score for Hexa Hop')).toBe('4200');
    expect(value('Score for Neon Tag')).toBe('3150');

    // Finished: the total is shown and the scores are locked.
    click('Finish');
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 7,350');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    reload();
    expect(heading('Finished')).not.toBeNull();
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 7,350');
    expect(screen.queryAllByRole('textbox')).toEqual([]);

    // Restart: back to setup with the same games and no scores.
    click('Restart');
    expect(heading('Setup')).not.toBeNull();
    reload();
    expect(heading('Setup')).not.toBeNull();
    expect(games()).toEqual(['Hexa Hop', 'Neon Tag']);
    click('Start playing');
    expect(value('Score for Hexa Hop')).toBe('');
  });
});
