import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import { GamesView } from '../../src/islands/games/GamesView';
import { gamesTables } from '../../src/stores/games-tables';
import { HOSTILE_NAMES } from '../support/hostile-names';
import { stubApiPerTest } from './stub-per-test';

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

/** The player's data as the API answers it, around the rooms above. */
function playerData(groupedRoomScores = rooms): PlayerData {
  return {
    playerName: 'Ace',
    locationId: 1,
    locationName: 'Leeds',
    playerRank: 0,
    standing: 1,
    totalScore: 0,
    maximumScore: 0,
    totalLevelCount: 0,
    levelsPlayed: 0,
    topScores: 0,
    yearlyRank: 1,
    yearlyScore: 0,
    scores: [],
    groupedRoomScores,
    aglTeams: [],
  };
}

const api = stubApiPerTest((stub) => stub.on('playerData', () => playerData()));
beforeEach(() => gamesTables.reset());

describe('GamesView with the tables the server drew', () => {
  it('keeps the server’s tables until a filter needs the tables drawn again', async () => {
    render(
      <GamesView playerName="Ace" locationId={1} tracked={false} locations={[]}>
        <div data-testid="server-tables">the server's tables</div>
      </GamesView>,
    );
    expect(screen.getByTestId('server-tables')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The island was sent no copy of the tables, and asks for none until it must draw them.
    expect(api.stub.calls('playerData')).toHaveLength(0);

    fireEvent.change(screen.getByPlaceholderText('Filter game...'), { target: { value: 'hex' } });
    // The filter settles after its debounce; the scores load, then only the matching game is
    // drawn, by the island.
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(api.stub.calls('playerData')).toHaveLength(1);
    expect(screen.queryByTestId('server-tables')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Hex Run' })).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Filter game...'), { target: { value: '' } });
    expect(await screen.findByTestId('server-tables')).toBeTruthy();
  });

  it('draws the tables itself when given none', async () => {
    render(<GamesView playerName="Ace" locationId={1} tracked={false} locations={[]} />);
    expect(await screen.findAllByRole('table')).toHaveLength(2);
  });

  it('says so when the scores cannot be loaded, keeps the server’s tables, and tries again', async () => {
    api.stub.failAll(503);
    render(
      <GamesView playerName="Ace" locationId={1} tracked={false} locations={[]}>
        <div data-testid="server-tables">the server's tables</div>
      </GamesView>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not played' }));
    expect(await screen.findByText('Could not fetch player data')).toBeTruthy();
    expect(screen.getByTestId('server-tables')).toBeTruthy();
    api.stub.reset();
    api.stub.on('playerData', () => playerData());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Hex Run' })).toBeTruthy();
  });

  it('shows differences from the tracked profile’s scores', async () => {
    api.stub.on('cachedProfiles', () => ({
      cachedProfiles: {
        Leeds: {
          ...playerData(),
          day: '2026-11-26',
          scores: [
            { gameId: 2, levelId: 0, highScore: 60, topScore: 200, roomName: 'Grid', gameName: 'Hex Run' },
          ],
        },
      },
    }));
    render(<GamesView playerName="Ace" locationId={1} tracked locations={[]} />);
    const hex = await screen.findByRole('table', { name: 'Hex Run' });
    expect(hex.querySelector('tbody td')?.textContent).toContain('up 40 since yesterday');
  });

  it('escapes every name it draws', async () => {
    const hostile = HOSTILE_NAMES[0] ?? '';
    api.stub.on('playerData', () =>
      playerData([
        { roomId: 9, roomName: hostile, games: [{ gameId: 9, gameName: hostile, scores: [level(9, 0)] }] },
      ]),
    );
    render(<GamesView playerName="Ace" locationId={1} tracked={false} locations={[]} />);
    expect(await screen.findByRole('table', { name: hostile })).toBeTruthy();
    expect(screen.getByRole('heading', { name: hostile })).toBeTruthy();
    expect(document.querySelector('img, script, iframe')).toBeNull();
  });
});

describe('every cell at a glance', () => {
  it('shows an unplayed level as —, the gap under a score, a crown on the top, and a summary per game', async () => {
    render(<GamesView playerName="Ace" locationId={1} tracked={false} locations={[]} />);
    const hex = await screen.findByRole('table', { name: 'Hex Run' });
    const cells = [...hex.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent);
    // The words are for screen readers; the stylesheet shows '—', the gap and a crown.
    expect(cells).toEqual([
      '100 (\u2212100 from the top)',
      'not played',
      '195 (\u22125 from the top)',
      '200 (top score)',
    ]);
    expect(screen.getByText('3/4 played · 1 top · 495')).toBeTruthy();
  });

  it('filters the levels by chip, one chip at a time, and says when none is left', async () => {
    render(<GamesView playerName="Ace" locationId={1} tracked={false} locations={[]} />);
    await screen.findAllByRole('table');
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
