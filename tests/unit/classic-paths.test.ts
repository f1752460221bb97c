import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASSIC_SCREENS,
  type ClassicRoute,
  classicPath,
  classicPathOf,
  classicPathOfNewerPath,
  newerPathOf,
  parseClassicQuery,
} from '../../src/domain/classic-paths';

describe('older-UI addresses', () => {
  it('survive a round trip through the address bar', () => {
    const route = fc.record({
      kind: fc.constant('player' as const),
      player: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''),
      location: fc.integer({ min: 1, max: 999_999 }),
      screen: fc.constantFrom(...CLASSIC_SCREENS),
    });
    fc.assert(
      fc.property(route, fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }), (r, room) => {
        const withRoom: ClassicRoute = r.screen === 'games' && room !== undefined ? { ...r, room } : r;
        const path = classicPath(withRoom);
        expect(path.startsWith('/?')).toBe(true);
        expect(parseClassicQuery(path.slice(1))).toEqual(withRoom);
      }),
    );
  });

  it('fall back to the lookup screen for anything unusable', () => {
    expect(parseClassicQuery('')).toEqual({ kind: 'lookup' });
    expect(parseClassicQuery('?player=%20%20')).toEqual({ kind: 'lookup' });
    expect(parseClassicQuery('?player=Ace&location=abc')).toEqual({ kind: 'lookup', search: 'Ace' });
    expect(parseClassicQuery('?player=Ace&location=0')).toEqual({ kind: 'lookup', search: 'Ace' });
    expect(parseClassicQuery('?player=Ace&location=2&screen=nope')).toEqual({
      kind: 'player',
      player: 'Ace',
      location: 2,
      screen: 'summary',
    });
  });

  it('map to the newer UI’s equivalent screen and back', () => {
    const games: ClassicRoute = { kind: 'player', player: 'Ace Ü', location: 3, screen: 'games', room: 2 };
    expect(newerPathOf(games)).toBe('/player/Ace%20%C3%9C/location/3/games');
    expect(newerPathOf({ ...games, screen: 'badges' })).toBe('/player/Ace%20%C3%9C/location/3/summary');
    expect(newerPathOf({ kind: 'lookup' })).toBe('/');
    expect(classicPathOf('Ace Ü', 3, 'world-leaderboard')).toBe(
      '/?player=Ace+%C3%9C&location=3&screen=world-leaderboard',
    );
    expect(classicPathOf('Ace', 3, 'global-league')).toBe('/?player=Ace&location=3&screen=summary');
  });

  it('read a newer player page’s address into the older UI’s, and anything else into /', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 1_000_000 }), (name, id) => {
        expect(
          classicPathOfNewerPath(
            `/player/${encodeURIComponent(name)}/location/${id}/leaderboard`,
            'leaderboard',
          ),
        ).toBe(classicPathOf(name, id, 'leaderboard'));
      }),
    );
    expect(classicPathOfNewerPath('/player/Ace/location/3', 'summary')).toBe(
      '/?player=Ace&location=3&screen=summary',
    );
    for (const path of [
      '/',
      '/strategy/1',
      '/player/%E0%A4%A/location/3/games',
      '/player/Ace/location/0/games',
      '/player/Ace/location/x',
    ])
      expect(classicPathOfNewerPath(path, 'games')).toBe('/');
  });
});
