import { describe, expect, it } from 'vitest';
import { packRooms, unpackRooms } from '../../src/islands/games/packed';

const rooms = [
  {
    roomId: 2,
    roomName: 'Strike',
    games: [
      {
        gameId: 6,
        gameName: 'Asteroids "Deluxe"',
        scores: [
          { gameId: 6, levelId: 0, highScore: 0, topScore: 1840 },
          { gameId: 6, levelId: 1, highScore: 2350, topScore: 2350 },
        ],
      },
    ],
  },
];

describe('packRooms / unpackRooms', () => {
  it('gives back the same rooms and cached scores, a tracked profile’s and an untracked one’s', () => {
    const cached = { '6:0': 0, '6:1': 2100 };
    expect(unpackRooms(packRooms(rooms, cached), true)).toEqual({ rooms, cached });
    expect(unpackRooms(packRooms(rooms, null), false)).toEqual({ rooms, cached: null });
  });

  it('packs each game’s levels as one string of numbers, far shorter than the objects', () => {
    const [game] = packRooms(rooms, { '6:1': 2100 })[0]?.games ?? [];
    expect(game?.levels).toBe('[[0,0,1840],[1,2350,2350,2100]]');
    const tenLevels = Array.from({ length: 10 }, (_, levelId) => ({
      gameId: 6,
      levelId,
      highScore: 4210,
      topScore: 5120,
    }));
    const game10 = [
      { roomId: 2, roomName: 'Strike', games: [{ gameId: 6, gameName: 'Asteroids', scores: tenLevels }] },
    ];
    expect(JSON.stringify(packRooms(game10, null)).length).toBeLessThan(JSON.stringify(game10).length / 2);
  });
});
