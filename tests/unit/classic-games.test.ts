import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CatalogGame,
  type CatalogRoom,
  type ComparisonColumn,
  gameRows,
  gameTotals,
  scoreAt,
  scoreIndex,
  topScoreCount,
  totalWins,
  visibleRooms,
} from '../../src/domain/classic-games';
import { HIDDEN_ROOM_ID } from '../../src/domain/constants';

const game = (id: number, tops: number[]): CatalogGame => ({
  id,
  name: `Game ${id}`,
  levels: tops.map((top_score, level_id) => ({ game_id: id, level_id, top_score })),
});
const scores = (gameId: number, values: number[]) =>
  values.map((score, level_id) => ({ game_id: gameId, level_id, score })).filter((s) => s.score > 0);

describe('level table rows', () => {
  const grid = game(1, [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  const own = scoreIndex(scores(1, [100, 150, 0, 400, 0, 0, 0, 0, 0, 1000]));

  it('have ten levels labelled 1 to 10 with the score (0 when unplayed) and the top score', () => {
    const rows = gameRows(grid, own, []);
    expect(rows.map((r) => r.label)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.map((r) => r.score)).toEqual([100, 150, 0, 400, 0, 0, 0, 0, 0, 1000]);
    expect(rows.map((r) => r.topScore)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(rows.filter((r) => r.isTop).map((r) => r.label)).toEqual([1, 4, 10]);
  });

  it('carry each compared column’s score, null where its venue lacks the game', () => {
    const columns: ComparisonColumn[] = [
      { id: 'a', label: 'Ace', scores: scoreIndex(scores(1, [50, 250])) },
      { id: 'v', label: 'Leeds', scores: scoreIndex(scores(1, [70])), games: new Set([2]) },
    ];
    const rows = gameRows(grid, own, columns);
    expect(rows[0]?.compared).toEqual([50, null]);
    expect(rows[1]?.compared).toEqual([250, null]);
    expect(rows[2]?.compared).toEqual([0, null]);
  });

  it('sort levels by their number whatever order the catalog sends', () => {
    const shuffled: CatalogGame = { ...grid, levels: [...grid.levels].reverse() };
    expect(gameRows(shuffled, own, []).map((r) => r.label)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('total the player’s, the top and each column’s scores', () => {
    const columns: ComparisonColumn[] = [
      { id: 'a', label: 'Ace', scores: scoreIndex(scores(1, [50, 250])) },
      { id: 'v', label: 'Leeds', scores: scoreIndex([]), games: new Set([2]) },
    ];
    const totals = gameTotals(gameRows(grid, own, columns), columns.length);
    expect(totals).toEqual({ score: 1650, topScore: 5500, compared: [300, null] });
  });
});

describe('scores', () => {
  it('are found by game and level, 0 when absent', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            game_id: fc.integer({ min: 1, max: 5 }),
            level_id: fc.integer({ min: 0, max: 9 }),
            score: fc.integer({ min: 1, max: 9999 }),
          }),
          { selector: (s) => `${s.game_id}:${s.level_id}` },
        ),
        (list) => {
          const index = scoreIndex(list);
          for (const s of list) expect(scoreAt(index, s.game_id, s.level_id)).toBe(s.score);
          expect(scoreAt(index, 99, 0)).toBe(0);
        },
      ),
    );
  });
});

describe('top scores and total wins', () => {
  const rooms: CatalogRoom[] = [
    { id: 1, name: 'Grid', games: [game(1, [100, 200])] },
    { id: HIDDEN_ROOM_ID, name: 'Staff', games: [game(9, [10])] },
  ];

  it('leave the hidden room out', () => {
    expect(visibleRooms(rooms).map((r) => r.id)).toEqual([1]);
    expect(topScoreCount(rooms, scoreIndex([...scores(1, [100, 150]), ...scores(9, [10])]))).toBe(1);
  });

  it('sum the top scores held at every venue', () => {
    const leeds = { id: 1, rooms };
    const york = { id: 2, rooms: [{ id: 1, name: 'Grid', games: [game(1, [90, 80])] }] };
    const wins = totalWins(
      [leeds, york],
      [
        { id: 1, high_scores: scores(1, [100, 200]) },
        { id: 2, high_scores: scores(1, [90, 10]) },
      ],
    );
    expect(wins).toBe(3);
    // A venue without scores counts nothing.
    expect(totalWins([leeds, york], [{ id: 2, high_scores: scores(1, [90]) }])).toBe(1);
  });
});
