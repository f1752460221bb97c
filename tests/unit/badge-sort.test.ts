import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BadgeSort, nextBadgeSort, sortBadges } from '../../src/domain/badge-sort';

const badges = [
  { title: 'beta', description: 'Zed' },
  { title: 'Alpha', description: 'yak' },
  { title: 'gamma', description: 'Xylophone' },
];

describe('nextBadgeSort', () => {
  it("a field's first use sorts ascending, the next descending, then ascending again", () => {
    const first = nextBadgeSort(null, 'title');
    expect(first).toEqual({ field: 'title', direction: 'asc' });
    const second = nextBadgeSort(first, 'title');
    expect(second).toEqual({ field: 'title', direction: 'desc' });
    expect(nextBadgeSort(second, 'title')).toEqual({ field: 'title', direction: 'asc' });
  });

  it("using the other field starts it ascending and clears the first field's sort", () => {
    const byTitleDesc: BadgeSort = { field: 'title', direction: 'desc' };
    expect(nextBadgeSort(byTitleDesc, 'description')).toEqual({ field: 'description', direction: 'asc' });
  });
});

describe('sortBadges', () => {
  it('keeps the given order without a sort', () => {
    expect(sortBadges(badges, null)).toEqual(badges);
  });

  it('sorts by the field, ignoring case, either way', () => {
    expect(sortBadges(badges, { field: 'title', direction: 'asc' }).map((b) => b.title)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
    expect(sortBadges(badges, { field: 'description', direction: 'desc' }).map((b) => b.description)).toEqual(
      ['Zed', 'yak', 'Xylophone'],
    );
  });

  it('returns a copy: descending is ascending reversed for distinct values, the input is untouched', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { selector: (s) => s.toLowerCase() }),
        (titles) => {
          const list = titles.map((title) => ({ title, description: '' }));
          const before = [...list];
          const asc = sortBadges(list, { field: 'title', direction: 'asc' });
          const desc = sortBadges(list, { field: 'title', direction: 'desc' });
          expect(list).toEqual(before);
          expect(asc).toHaveLength(list.length);
          expect(new Set(desc)).toEqual(new Set(asc));
        },
      ),
    );
  });
});
