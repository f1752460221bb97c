import { describe, expect, it } from 'vitest';
import { backFallbackPath, canGoBackInSite, playerScreenOfPath } from '../../src/domain/back-path';
import { playerPath } from '../../src/domain/paths';

describe('the screen of a player page', () => {
  it('is read from the path, and is none for other paths', () => {
    expect(playerScreenOfPath(playerPath('A b', 3, 'world-leaderboard'))).toBe('world-leaderboard');
    expect(playerScreenOfPath('/player/x/location/3/summary/')).toBe('summary');
    for (const path of ['/', '/player/x/location/3/other', '/player/x/location/y/summary', '/toc'])
      expect(playerScreenOfPath(path)).toBeUndefined();
  });
});

describe('Back without a page of the site to go back to', () => {
  it("leads from a player's screens to the player's search", () => {
    for (const screen of ['summary', 'games', 'leaderboard', 'global-league'] as const)
      expect(backFallbackPath(playerPath('Zoë & co', 4, screen))).toBe('/?switch=Zo%C3%AB%20%26%20co');
  });

  it("leads from the world board to the venue's board", () => {
    expect(backFallbackPath(playerPath('Ace', 4, 'world-leaderboard'))).toBe(
      playerPath('Ace', 4, 'leaderboard'),
    );
  });

  it('leads anywhere else to the start page', () => {
    expect(backFallbackPath('/toc')).toBe('/');
  });
});

describe('going back in history', () => {
  const origin = 'https://arcade.example';
  it('stays on the site only with an entry to go back to, reached from a page of the site', () => {
    expect(canGoBackInSite(3, `${origin}/player/a/location/1/summary`, origin)).toBe(true);
    expect(canGoBackInSite(1, `${origin}/`, origin)).toBe(false);
    expect(canGoBackInSite(2, '', origin)).toBe(false);
    expect(canGoBackInSite(2, 'https://elsewhere.example/', origin)).toBe(false);
    expect(canGoBackInSite(2, `${origin}.evil.example/`, origin)).toBe(false);
  });
});
