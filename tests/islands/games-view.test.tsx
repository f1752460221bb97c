import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GamesView } from '../../src/islands/games/GamesView';

const level = (gameId: number, levelId: number) => ({ gameId, levelId, highScore: 100, topScore: 200 });
const rooms = [
  {
    roomId: 1,
    roomName: 'Grid',
    games: [
      { gameId: 1, gameName: 'Flash Mines', scores: [level(1, 0), level(1, 1)] },
      { gameId: 2, gameName: 'Hex Run', scores: [level(2, 0)] },
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
    expect(screen.getByText('Hex Run')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Filter game...'), { target: { value: '' } });
    expect(await screen.findByTestId('server-tables')).toBeTruthy();
  });

  it('draws the tables itself when given none', () => {
    render(<GamesView playerName="Ace" locationId={1} rooms={rooms} cached={null} locations={[]} />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });
});
