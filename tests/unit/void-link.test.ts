import { describe, expect, it } from 'vitest';
import { voidLinkPath, voidTargetOf } from '../../src/domain/void-link';

const query = (path: string) => new URL(path, 'http://arcade.test').searchParams;

describe('void links', () => {
  it('name the score a level board row shows, and the admin area reads it back', () => {
    const target = { playerName: 'Karma Dancer', locationId: 1, gameId: 12, level: 2 };
    const path = voidLinkPath(target);
    expect(path).toBe('/admin?void=Karma+Dancer&venue=1&game=12&level=2#void-score');
    expect(voidTargetOf(query(path))).toEqual(target);
  });

  it('carry any name through the address unchanged', () => {
    for (const playerName of ['Zoë & "Co" #1', 'a+b=c?d', 'نور', '  spaced  ']) {
      const target = { playerName, locationId: 2_147_483_647, gameId: 7, level: 9 };
      expect(voidTargetOf(query(voidLinkPath(target))), playerName).toEqual(target);
    }
  });

  it('ask for nothing without ?void=, and are bad with a part missing or out of range', () => {
    expect(voidTargetOf(query('/admin'))).toBeUndefined();
    expect(voidTargetOf(query('/admin?tab=badges&venue=1&game=1&level=1'))).toBeUndefined();
    const ok = 'venue=1&game=12&level=0';
    expect(voidTargetOf(query(`/admin?void=Ace&${ok}`))).toEqual({
      playerName: 'Ace',
      locationId: 1,
      gameId: 12,
      level: 0,
    });
    for (const bad of [
      `void=&${ok}`,
      `void=%20&${ok}`,
      'void=Ace&game=12&level=0',
      'void=Ace&venue=0&game=12&level=0',
      'void=Ace&venue=01&game=12&level=0',
      'void=Ace&venue=1.5&game=12&level=0',
      'void=Ace&venue=2147483648&game=12&level=0',
      'void=Ace&venue=1&game=-3&level=0',
      'void=Ace&venue=1&game=12&level=10',
      'void=Ace&venue=1&game=12&level=-1',
      'void=Ace&venue=1&game=12&level=1e0',
      'void=Ace&venue=1&game=12',
    ])
      expect(voidTargetOf(query(`/admin?${bad}`)), bad).toBe('bad');
  });
});
