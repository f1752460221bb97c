import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from '../../src/domain/canonical-path';

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
