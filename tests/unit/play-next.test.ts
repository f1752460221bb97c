import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestNewGames,
  compareSuggestions,
  DEFAULT_SHARE,
  newGamesLine,
  type PlayNextLevel,
  playNext,
  UNCALIBRATED,
} from '../../src/domain/play-next';

/** The raw model, whose figures are worked by hand below; the calibration is tested on its own. */
const raw = (levels: readonly PlayNextLevel[]) => playNext(levels, UNCALIBRATED);

/** A game of ten levels in room `roomId`, with the player's bests and the venue's tops. */
function game(
  gameId: number,
  gameName: string,
  rows: Array<[best: number, top: number]>,
  room = { roomId: 1, roomName: 'Grid' },
): PlayNextLevel[] {
  return rows.map(([highScore, topScore], levelId) => ({
    ...room,
    gameId,
    gameName,
    levelId,
    highScore,
    topScore,
  }));
}

describe('playNext', () => {
  it('estimates a weak level from its neighbours and explains it', () => {
    const levels = game(1, 'Flash Mines', [
      [900, 1000],
      [9000, 10000],
      [620, 1000],
      [9100, 10000],
      [0, 0],
    ]);
    const first = raw(levels).find((s) => s.kind === 'below-par');
    expect(first).toMatchObject({ kind: 'below-par', gameName: 'Flash Mines', levelId: 2 });
    // L1, L2, L4 average 90.33% of the top: 903 expected on L3, 283 more than the 620 held.
    expect(first?.expectedScore).toBe(903);
    expect(first?.expectedGain).toBe(283);
    expect(first?.explanation).toBe(
      'You average 90% of the top on Flash Mines L1–L4; Flash Mines L3 is at 62%: about +283',
    );
  });

  it('suggests a crown within 5% of the top: the gain takes the top', () => {
    const [crown] = raw(game(1, 'Hex Run', [[9600, 10000]]));
    expect(crown).toMatchObject({ kind: 'crown', expectedScore: 10001, expectedGain: 401 });
    expect(crown?.explanation).toBe(
      '400 below the top (96%): beat 10,000 to take the crown; a new best this close adds about +401',
    );
  });

  it('never suggests a level the player holds the top of, nor one nobody has played', () => {
    expect(
      raw(
        game(1, 'Hex Run', [
          [1000, 1000],
          [0, 0],
        ]),
      ),
    ).toEqual([]);
  });

  it("a new level's estimate falls back from the game to the room, the venue, then the default", () => {
    const grid = game(1, 'Flash Mines', [[800, 1000]]);
    const gridOther = game(2, 'Hex Run', [[0, 5000]]);
    const strike = game(3, 'Bolt', [[0, 2000]], { roomId: 2, roomName: 'Strike' });
    const [hex, bolt] = raw([...grid, ...gridOther, ...strike]).filter((s) => s.kind === 'new');
    expect(hex).toMatchObject({ kind: 'new', gameName: 'Hex Run', expectedGain: 4000 });
    expect(hex?.explanation).toBe('Not played yet. You average 80% of the top on Grid: about +4,000');
    expect(bolt).toMatchObject({ kind: 'new', gameName: 'Bolt', expectedGain: 1600 });
    expect(bolt?.explanation).toContain('on this venue');
    const [fresh] = raw(game(4, 'Press On', [[0, 3000]], { roomId: 3, roomName: 'Press' }));
    expect(fresh?.expectedGain).toBe(3000 * DEFAULT_SHARE);
  });

  it('calls a played level below par only against the player’s other levels, never the default', () => {
    // One level played, far below the top: nothing else to compare it with, so one to improve.
    const [only] = raw(game(1, 'Hex Run', [[100, 10000]]));
    expect(only).toMatchObject({ kind: 'improve', expectedGain: 9900 });
    expect(only?.explanation).toBe(
      'Hex Run L1 is at 1% of the top, as good as your other levels: a new best adds about +9,900',
    );
  });

  it('alternates played and new levels, each by gain, the better side first', () => {
    const levels = game(1, 'Flash Mines', [
      [900, 1000],
      [0, 10000],
      [0, 20000],
      [9600, 10000],
      [400, 1000],
      [0, 0],
    ]);
    const list = raw(levels);
    // L3 waits for L2: a never-played level is offered once the level below it was played.
    expect(list.map((s) => `${s.kind} L${s.levelId + 1}`)).toEqual([
      'new L2',
      'below-par L5',
      'crown L4',
      'improve L1',
    ]);
  });

  it('offers a never-played level only when it is the first of its game or the level below was played', () => {
    const levels = [
      ...game(1, 'Flash Mines', [
        [900, 1000],
        [0, 10000],
        [0, 20000],
      ]),
      ...game(2, 'Hex Run', [
        [0, 5000],
        [0, 6000],
      ]),
    ];
    expect(raw(levels).map((s) => `${s.gameName} L${s.levelId + 1}`)).toEqual(
      expect.arrayContaining(['Flash Mines L2', 'Hex Run L1']),
    );
    expect(raw(levels).map((s) => `${s.gameName} L${s.levelId + 1}`)).not.toEqual(
      expect.arrayContaining(['Flash Mines L3']),
    );
    expect(raw(levels).some((s) => s.gameName === 'Hex Run' && s.levelId === 1)).toBe(false);
    // Once L2 is played, L3 is next in line.
    const on = levels.map((l) => (l.gameId === 1 && l.levelId === 1 ? { ...l, highScore: 5000 } : l));
    expect(raw(on).some((s) => s.gameName === 'Flash Mines' && s.levelId === 2)).toBe(true);
  });

  it('scales each kind by its calibration', () => {
    const levels = game(1, 'Hex Run', [[9600, 10000]]);
    const calibrated = playNext(levels, { ...UNCALIBRATED, crown: 3 });
    expect(calibrated[0]).toMatchObject({ kind: 'crown', expectedGain: 1203, expectedScore: 10803 });
    expect(calibrated[0]?.explanation).toBe(
      '400 below the top (96%): beat 10,000 to take the crown; a new best this close adds about +1,203',
    );
  });

  it('never suggests above the level’s possible maximum', () => {
    const capped = game(1, 'Hex Run', [[9600, 10000]]).map((l) => ({ ...l, maximum: 10000 }));
    expect(raw(capped)[0]).toMatchObject({ expectedScore: 10000, expectedGain: 400 });
    const atMax = game(1, 'Hex Run', [[9600, 10000]]).map((l) => ({ ...l, maximum: 9600 }));
    expect(raw(atMax)).toEqual([]);
  });
});

/** Random venues: a few games in a few rooms, with random bests (often 0) below or at random tops. */
const level = fc
  .record({
    roomId: fc.integer({ min: 1, max: 3 }),
    gameId: fc.integer({ min: 1, max: 6 }),
    levelId: fc.integer({ min: 0, max: 9 }),
    topScore: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
    share: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
    maximum: fc.option(fc.integer({ min: 1, max: 120_000 }), { nil: undefined }),
  })
  .map(
    (r): PlayNextLevel => ({
      roomId: r.roomId,
      roomName: `Room ${r.roomId}`,
      gameId: r.gameId,
      gameName: `Game ${r.gameId}`,
      levelId: r.levelId,
      topScore: r.topScore,
      highScore: Math.floor(r.share * r.topScore),
      maximum: r.maximum === undefined ? undefined : Math.max(r.maximum, r.topScore),
    }),
  );
/** Each (game, level) once, as a venue has it. */
const venue = fc.uniqueArray(level, { selector: (l) => `${l.gameId}:${l.levelId}`, maxLength: 40 });

describe('playNext, for any venue', () => {
  it('suggests no level without a gain, and no gain is negative', () => {
    fc.assert(
      fc.property(venue, (levels) => {
        for (const s of playNext(levels)) {
          expect(s.expectedGain).toBeGreaterThan(0);
          expect(s.expectedGain).toBe(s.expectedScore - s.highScore);
        }
      }),
    );
  });

  it('ranks played and new levels each by expected gain, in turn, in a deterministic order', () => {
    fc.assert(
      fc.property(venue, (levels) => {
        const list = playNext(levels);
        const played = list.filter((s) => s.kind !== 'new');
        const fresh = list.filter((s) => s.kind === 'new');
        expect([...played].sort(compareSuggestions)).toEqual(played);
        expect([...fresh].sort(compareSuggestions)).toEqual(fresh);
        // In turn: no two of a side follow each other while the other side still has some.
        const shorter = Math.min(played.length, fresh.length);
        for (let i = 1; i < 2 * shorter; i++) {
          expect(list[i]?.kind === 'new').not.toBe(list[i - 1]?.kind === 'new');
        }
        expect(playNext([...levels].reverse())).toEqual(list);
      }),
    );
  });

  it('lists the first suggestions of the whole list, explained alike, when asked for only a few', () => {
    fc.assert(
      fc.property(venue, fc.integer({ min: 0, max: 12 }), (levels, limit) => {
        expect(playNext(levels, undefined, limit)).toEqual(playNext(levels).slice(0, limit));
      }),
    );
  });

  it("gives the top holder of a level nothing for it, and never passes a level's maximum", () => {
    fc.assert(
      fc.property(venue, (levels) => {
        const byKey = new Map(levels.map((l) => [`${l.gameId}:${l.levelId}`, l]));
        for (const s of playNext(levels)) {
          const l = byKey.get(`${s.gameId}:${s.levelId}`) as PlayNextLevel;
          expect(l.highScore).toBeLessThan(l.topScore);
          if (l.maximum !== undefined) expect(s.expectedScore).toBeLessThanOrEqual(l.maximum);
          if (s.kind === 'new') expect(l.highScore).toBe(0);
          else expect(l.highScore).toBeGreaterThan(0);
          if (s.kind === 'crown') expect(l.highScore).toBeGreaterThanOrEqual(l.topScore * 0.95);
        }
      }),
    );
  });
});

describe('bestNewGames', () => {
  it("sums the never-played games' expected gains of the best room, and says so in a line", () => {
    const played = game(1, 'Flash Mines', [[500, 1000]]);
    const newGrid = [
      ...game(2, 'Hex Run', [
        [0, 1000],
        [0, 1000],
      ]),
      ...game(3, 'Bolt', [[0, 2000]]),
    ];
    const newStrike = game(4, 'Pow', [[0, 1000]], { roomId: 2, roomName: 'Strike' });
    const best = bestNewGames([...played, ...newGrid, ...newStrike]);
    // Half the top on each new level (the player's 50% on Flash Mines), calibrated: 493 + 493 + 986.
    expect(best).toEqual({ roomName: 'Grid', games: 2, expectedGain: 1972 });
    expect(newGamesLine('Leeds', best as NonNullable<typeof best>)).toBe(
      "At Leeds you would gain 1,972 points by playing Grid's two new games",
    );
  });

  it('is undefined when every game there has a score', () => {
    expect(bestNewGames(game(1, 'Flash Mines', [[500, 1000]]))).toBeUndefined();
  });
});
