import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GamesView } from '../../src/islands/games/GamesView';

const level = (gameId: number, levelId: number, highScore = 100, topScore = 200) => ({
  gameId,
  levelId,
  highScore,
  topScore,
});
const rooms = [
  {
    roomId: 1,
    roomName: 'Grid',
    games: [
      { gameId: 1, gameName: 'Flash Mines', scores: [level(1, 0), level(1, 1)] },
      {
        gameId: 2,
        gameName: 'Hex Run',
        scores: [level(2, 0), level(2, 1, 0), level(2, 2, 195), level(2, 3, 200)],
      },
    ],
  },
];

describe('GamesView with the tables the server drew', () => {
  it('keeps the server’s tables until a filter needs the tables drawn again', async () => {
    render(
      <GamesView playerName="Ace" locationId={1} rooms={rooms} cached={null} locations={[]}>
        <div data-testid="server-tables">the server's tables</div>
      </GamesView>,
    );
    expect(screen.getByTestId('server-tables')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('Filter game...'), { target: { value: 'hex' } });
    // The filter settles after its debounce; then only the matching game is drawn, by the island.
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('server-tables')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Hex Run' })).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Filter game...'), { target: { value: '' } });
    expect(await screen.findByTestId('server-tables')).toBeTruthy();
  });

  it('draws the tables itself when given none', () => {
    render(<GamesView playerName="Ace" locationId={1} rooms={rooms} cached={null} locations={[]} />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });
});

describe('every cell at a glance', () => {
  it('shows an unplayed level as —, the gap under a score, a crown on the top, and a summary per game', () => {
    render(<GamesView playerName="Ace" locationId={1} rooms={rooms} cached={null} locations={[]} />);
    const hex = screen.getByRole('table', { name: 'Hex Run' });
    const cells = [...hex.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent);
    expect(cells).toEqual([
      '100 (\u2212100 from the top)',
      '—not played',
      '195 (\u22125 from the top)',
      '200 (top score)',
    ]);
    expect(screen.getByText('3/4 played · 1 top · 495')).toBeTruthy();
  });

  it('filters the levels by chip, one chip at a time, and says when none is left', () => {
    render(<GamesView playerName="Ace" locationId={1} rooms={rooms} cached={null} locations={[]} />);
    const chip = (name: string) => screen.getByRole('button', { name });
    fireEvent.click(chip('Not played'));
    expect(chip('Not played').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getAllByRole('row')).toHaveLength(3); // head, the level, the total
    fireEvent.click(chip('Within 5% of the top'));
    expect(chip('Not played').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('table', { name: 'Hex Run' }).querySelector('tbody th')?.textContent).toBe('3');
    expect(window.location.search).toBe('?show=near-top');
    fireEvent.click(chip('Within 5% of the top'));
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(window.location.search).toBe('');
  });
});
