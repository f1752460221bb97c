import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/domain/format';

const enGB = new Intl.NumberFormat('en-GB');

describe('numbers as players read them', () => {
  it('group thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-12345)).toBe('-12,345');
  });

  it("read exactly as en-GB's Intl format reads them, whole or not", () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.integer(), fc.double()), (value) => {
        expect(formatNumber(value)).toBe(enGB.format(value));
      }),
      { numRuns: 2000 },
    );
    for (const edge of [-0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 53, 1.5, Number.NaN])
      expect(formatNumber(edge), String(edge)).toBe(enGB.format(edge));
  });
});
