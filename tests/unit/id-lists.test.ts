import { describe, expect, it } from 'vitest';
import { removeBy, upsertBy } from '../../src/domain/id-lists';

const id = (x: { _id: number }) => x._id;

describe('local list updates', () => {
  const list = [
    { _id: 1, name: 'North' },
    { _id: 2, name: 'South' },
  ];

  it('an added item is appended', () => {
    expect(upsertBy(list, { _id: 3, name: 'East' }, id).map((x) => x.name)).toEqual([
      'North',
      'South',
      'East',
    ]);
  });

  it('an updated item replaces the one with its id, in place', () => {
    expect(upsertBy(list, { _id: 1, name: 'Northgate' }, id).map((x) => x.name)).toEqual([
      'Northgate',
      'South',
    ]);
  });

  it('a deleted item is gone, the rest kept, the input untouched', () => {
    expect(removeBy(list, 1, id)).toEqual([{ _id: 2, name: 'South' }]);
    expect(list).toHaveLength(2);
  });
});
