import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from '../../src/domain/canonical-path';
import { ownPlayerPath } from '../../src/domain/paths';

describe("a page's one address", () => {
  it('drops the leading zeros of a venue id, keeping the rest of the address', () => {
    expect(canonicalPagePath('/leaderboards/01')).toBe('/leaderboards/1');
    expect(canonicalPagePath('/leaderboards/0010')).toBe('/leaderboards/10');
    expect(canonicalPagePath('/venue/03/screen')).toBe('/venue/3/screen');
    expect(canonicalPagePath('/player/Zed%41x/location/007/games')).toBe('/player/Zed%41x/location/7/games');
    expect(canonicalPagePath('/player/Ann/location/02/level/3/4')).toBe('/player/Ann/location/2/level/3/4');
  });

  it('drops the slash after a player’s page (its links are relative to its own address)', () => {
    expect(canonicalPagePath('/player/Ann/location/2/games/')).toBe('/player/Ann/location/2/games');
    expect(canonicalPagePath('/player/Ann/location/02/level/3/4//')).toBe('/player/Ann/location/2/level/3/4');
  });

  it('leaves an address that is already its own, or names no venue, alone', () => {
    for (const path of [
      '/leaderboards/1',
      '/leaderboards/10',
      '/leaderboards/0',
      '/venue/3/screen',
      '/player/007/location/5/summary',
      '/',
      '/leaderboards',
      '/player/Ann/location/2/games',
    ])
      expect(canonicalPagePath(path), path).toBeUndefined();
  });
});

describe("a player page's own spelling of the name", () => {
  it('is the name as the player has it, encoded as links encode it', () => {
    expect(ownPlayerPath('/player/ZO%C3%8B/location/2/games', 'Zoë')).toBe(
      '/player/Zo%C3%AB/location/2/games',
    );
    expect(ownPlayerPath('/player/%41nn/location/2/summary', 'Ann')).toBe('/player/Ann/location/2/summary');
    expect(ownPlayerPath('/player/Ann/location/2/summary', 'Ann')).toBe('/player/Ann/location/2/summary');
  });
});
