import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MiniTournament } from '../../src/islands/arcade/mini-tournament/MiniTournament';
import { $miniTournament } from '../../src/stores/mini-tournament';

/** A page load: the island starts from nothing and reads localStorage once mounted. */
function reload() {
  cleanup();
  $miniTournament.set(null);
  render(<MiniTournament />);
}

const click = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

function addGame(name: string) {
  fireEvent.change(screen.getByLabelText('Game name'), { target: { value: name } });
  act(() => {
    fireEvent.submit(screen.getByLabelText('Game name').closest('form') as HTMLFormElement);
  });
}

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe('<MiniTournament>', () => {
  it('keeps Add game disabled for a blank name, and adds trimmed names', () => {
    const add = screen.getByRole('button', { name: 'Add game' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Game name'), { target: { value: '   ' } });
    expect(add.disabled).toBe(true);
    addGame('  Hexa Hop  ');
    expect(within(screen.getByRole('list', { name: 'Games' })).getByText('Hexa Hop')).toBeTruthy();
    expect((screen.getByLabelText('Game name') as HTMLInputElement).value).toBe('');
  });

  it('stores the games as game;;score pairs with both flags, and reads them back after a reload', () => {
    addGame('Hexa Hop');
    addGame('Pixel Run');
    expect(JSON.parse(localStorage.getItem('miniTournament.games') ?? '')).toEqual([
      'Hexa Hop;;',
      'Pixel Run;;',
    ]);
    expect(localStorage.getItem('miniTournament.startedPlaying')).toBe('false');
    expect(localStorage.getItem('miniTournament.finished')).toBe('false');
    reload();
    const games = screen.getByRole('list', { name: 'Games' });
    expect(
      within(games)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hexa Hop', 'Pixel Run']);
  });

  it('refuses a blank rename, and renames and removes in setup', () => {
    addGame('Hexa Hop');
    addGame('Pixel Run');
    click('Rename Hexa Hop');
    // The field takes the keyboard every time it opens, not just the first (see focusOnMount).
    expect(document.activeElement).toBe(screen.getByLabelText('New name for Hexa Hop'));
    click('Cancel renaming');
    click('Rename Hexa Hop');
    const field = screen.getByLabelText('New name for Hexa Hop');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  ' } });
    expect((screen.getByRole('button', { name: 'Save name' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Neon Tag' } });
    click('Save name');
    click('Remove Pixel Run');
    expect(within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Neon Tag')).toBeTruthy();
  });

  it('locks the names once started, takes whole scores of 0 or more, finishes with the total and restarts', () => {
    addGame('Hexa Hop');
    addGame('Pixel Run');
    click('Start playing');
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.queryByLabelText('Game name')).toBeNull();
    const finish = screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Score for Hexa Hop'), { target: { value: '12.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Scores are whole numbers of 0 or more');
    fireEvent.change(screen.getByLabelText('Score for Hexa Hop'), { target: { value: '1200' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Score for Pixel Run'), { target: { value: '0' } });
    reload();
    expect((screen.getByLabelText('Score for Hexa Hop') as HTMLInputElement).value).toBe('1200');

    click('Finish');
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 1,200');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(localStorage.getItem('miniTournament.finished')).toBe('true');
    reload();
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 1,200');

    click('Restart');
    reload();
    expect(within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('miniTournament.games') ?? '')).toEqual([
      'Hexa Hop;;',
      'Pixel Run;;',
    ]);
  });
});
