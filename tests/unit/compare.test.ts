import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namesToCompare, notComparedText, withoutPlayer } from '../../src/domain/compare';

describe('compare entries', () => {
  it('split on semicolons, trim, and skip blanks, the current player and those already compared', () => {
    expect(namesToCompare(' Ace ; bolt;;  ; ACE; Me; zoë ; Zoë', 'me', ['Bolt'])).toEqual(['Ace', 'zoë']);
  });

  it('never return a name twice or one already taken, whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 })), fc.string({ maxLength: 6 }), (parts, current) => {
        const names = namesToCompare(parts.join(';'), current, []);
        const keys = names.map((n) => n.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).not.toContain(current.trim().toLowerCase());
        for (const n of names) expect(n).toBe(n.trim());
      }),
    );
  });

  it('remove players by case-insensitive name', () => {
    const list = [{ playerName: 'Ace' }, { playerName: 'Bolt' }];
    expect(withoutPlayer(list, 'ACE')).toEqual([{ playerName: 'Bolt' }]);
  });
});

describe('a name that cannot be compared', () => {
  it('is explained: where they play, that nobody has that name, or that the lookup failed', () => {
    expect(notComparedText('CobaltRider98', [{ id: 10, name: 'Dublin' }])).toBe(
      'CobaltRider98 plays at Dublin — compare there',
    );
    expect(
      notComparedText('Zoë785', [
        { id: 1, name: 'Leeds' },
        { id: 2, name: 'Dublin' },
        { id: 3, name: 'Birmingham' },
      ]),
    ).toBe('Zoë785 plays at Leeds, Dublin and Birmingham — compare there');
    expect(notComparedText('Nobody', [])).toBe('No player named Nobody was found.');
    expect(notComparedText('Ace', undefined)).toBe('Ace could not be fetched. Try again.');
  });
});
