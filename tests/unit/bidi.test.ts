import { describe, expect, it } from 'vitest';
import { isolateWhereNeeded } from '../../src/domain/bidi';

describe('isolateWhereNeeded', () => {
  it('isolates a text with a bidirectional control or a right-to-left letter, and leaves the rest as it is', () => {
    expect(isolateWhereNeeded('Ev\u202Eli')).toBe('\u2068Ev\u202Eli\u2069');
    expect(isolateWhereNeeded('שחקן')).toBe('\u2068שחקן\u2069');
    expect(isolateWhereNeeded('لاعب 7')).toBe('\u2068لاعب 7\u2069');
    for (const plain of ['Mateo40', 'Zoë785', 'Юлия', '北京']) expect(isolateWhereNeeded(plain)).toBe(plain);
  });
});
