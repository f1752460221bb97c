import { describe, expect, it } from 'vitest';
import {
  decodeVisitMemory,
  VISIT_GAP_MS,
  type VisitFigures,
  visitChangeLines,
  visitChanges,
  visitFigures,
  visitMemoryAfter,
} from '../../src/domain/since-last-visit';

const HOUR = 3_600_000;

const figures = (over: Partial<VisitFigures> = {}): VisitFigures => ({
  nameKey: 'ann',
  locationId: 3,
  at: 0,
  totalScore: 10_000,
  standing: 5,
  bests: { '1:0': 4000, '1:1': 6000 },
  tops: ['1:1'],
  friends: { Bob: 9000, Cy: 12_000 },
  ...over,
});

describe('since your last visit', () => {
  it("keeps a visit's figures: bests of the levels played, and the tops held", () => {
    const scores = [
      { gameId: 1, levelId: 0, highScore: 4000, topScore: 5000 },
      { gameId: 1, levelId: 1, highScore: 6000, topScore: 6000 },
      { gameId: 2, levelId: 0, highScore: 0, topScore: 900 },
    ];
    expect(
      visitFigures(
        { nameKey: 'ann', locationId: 3, totalScore: 10_000, standing: 5, scores },
        { Bob: 9000 },
        7,
      ),
    ).toEqual({
      nameKey: 'ann',
      locationId: 3,
      at: 7,
      totalScore: 10_000,
      standing: 5,
      bests: { '1:0': 4000, '1:1': 6000 },
      tops: ['1:1'],
      friends: { Bob: 9000 },
    });
  });

  it('compares with the end of the visit before: a look within a visit keeps its baseline', () => {
    const first = visitMemoryAfter(undefined, figures({ at: 0 }));
    expect(first.previous).toBeUndefined();
    // Ten minutes later: the same visit, still nothing to compare with.
    const again = visitMemoryAfter(first, figures({ at: 10 * 60_000 }));
    expect(again.previous).toBeUndefined();
    // Two hours later: a new visit, which compares with the latest figures of the last one.
    const later = visitMemoryAfter(again, figures({ at: 2 * HOUR, totalScore: 11_000 }));
    expect(later.previous?.at).toBe(10 * 60_000);
    // A reload of it a minute later compares with the same figures.
    expect(visitMemoryAfter(later, figures({ at: 2 * HOUR + 60_000 })).previous?.at).toBe(10 * 60_000);
    expect(VISIT_GAP_MS).toBe(30 * 60_000);
    // Another "me", or another venue, starts afresh.
    expect(visitMemoryAfter(later, figures({ at: 5 * HOUR, nameKey: 'bob' })).previous).toBeUndefined();
    expect(visitMemoryAfter(later, figures({ at: 5 * HOUR, locationId: 4 })).previous).toBeUndefined();
  });

  it('tells points, new bests, places, tops taken and lost, friends who passed and whom "me" passed, each with where it leads', () => {
    const before = figures({ friends: { Bob: 9000, Cy: 12_000, Eve: 10_200 } });
    const now = figures({
      at: 3 * HOUR,
      totalScore: 10_500,
      standing: 3,
      bests: { '1:0': 4500, '1:1': 6000, '2:0': 100 },
      tops: ['1:0'],
      friends: { Bob: 11_000, Cy: 13_000, Dee: 20_000, Eve: 10_300 },
    });
    const changes = visitChanges(before, now);
    expect(changes).toEqual({
      since: 0,
      pointsGained: 500,
      placesGained: 2,
      standing: 3,
      newBests: ['1:0', '2:0'],
      topsTaken: ['1:0'],
      topsLost: ['1:1'],
      // Cy was ahead already; Dee was not followed then.
      friendsPassed: ['Bob'],
      // Eve was ahead then, and is behind now.
      friendsOvertaken: ['Eve'],
    });
    const name = (key: string) => `Level ${key}`;
    expect(visitChangeLines(changes, name)).toEqual([
      { text: '+500 points', to: 'summary' },
      { text: '2 new personal bests: Level 1:0, Level 2:0', to: 'games' },
      { text: 'Up 2 places, now #3', to: 'board' },
      { text: '1 top score taken: Level 1:0', to: 'games' },
      { text: '1 top score lost: Level 1:1', to: 'games' },
      { text: 'You passed: Eve', to: 'friends' },
      { text: 'Passed you: Bob', to: 'friends' },
    ]);
    const texts = (a: VisitFigures, b: VisitFigures) =>
      visitChangeLines(visitChanges(a, b), name).map((l) => l.text);
    expect(texts(now, figures({ at: 4 * HOUR, standing: 4 }))).toContain('Down 1 place, now #4');
    expect(texts(before, figures({ at: HOUR, friends: before.friends }))).toEqual([]);
  });

  it('reads back only what the site writes', () => {
    const memory = { previous: figures(), latest: figures({ at: HOUR }) };
    expect(decodeVisitMemory(JSON.stringify(memory))).toEqual(memory);
    expect(decodeVisitMemory(JSON.stringify({ latest: figures() }))).toEqual({
      previous: undefined,
      latest: figures(),
    });
    for (const bad of [
      undefined,
      'not json',
      '[]',
      JSON.stringify({ previous: figures() }),
      JSON.stringify({ latest: { ...figures(), locationId: 0 } }),
      JSON.stringify({ latest: { ...figures(), totalScore: '10' } }),
      JSON.stringify({ latest: { ...figures(), bests: { '<img>': 1 } } }),
      JSON.stringify({ latest: { ...figures(), tops: [1] } }),
      JSON.stringify({ latest: { ...figures(), friends: { Bob: 1.5 } } }),
      JSON.stringify({ latest: { ...figures(), nameKey: '' } }),
    ])
      expect(decodeVisitMemory(bad)).toBeUndefined();
    // A bad baseline is dropped; the latest figures stay.
    expect(
      decodeVisitMemory(JSON.stringify({ previous: { nope: 1 }, latest: figures() }))?.previous,
    ).toBeUndefined();
  });
});
