import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentBaseline,
  decodeBaselines,
  monthlyKey,
  monthlyScore,
  monthOf,
} from '../../src/domain/monthly-score';

describe('monthly score', () => {
  it('is the local score gained since the baseline, never negative', () => {
    fc.assert(
      fc.property(fc.nat(5_000_000), fc.nat(5_000_000), (base, now) => {
        const gained = monthlyScore({ score: base, month: '2026-11' }, now);
        expect(gained).toBe(Math.max(0, now - base));
      }),
    );
  });

  it('keeps this month’s baseline and starts a new one in a new month', () => {
    const stored = { score: 1000, month: '2026-11' };
    expect(currentBaseline(stored, 1500, '2026-11')).toBe(stored);
    expect(currentBaseline(stored, 1500, '2026-12')).toEqual({ score: 1500, month: '2026-12' });
    expect(currentBaseline(undefined, 1500, '2026-11')).toEqual({ score: 1500, month: '2026-11' });
  });

  it('is kept per venue and player, names matching case-insensitively', () => {
    expect(monthlyKey(3, '  Ace ')).toBe(monthlyKey(3, 'ace'));
    expect(monthlyKey(3, 'ace')).not.toBe(monthlyKey(4, 'ace'));
  });

  it('names months as YYYY-MM', () => {
    expect(monthOf(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthOf(new Date(2026, 10, 1))).toBe('2026-11');
  });

  it('decodes only well-formed stored baselines', () => {
    expect(
      decodeBaselines({
        a: { score: 5, month: '2026-11' },
        b: { score: 'x', month: '2026-11' },
        c: { score: 5, month: 'soon' },
        d: null,
      }),
    ).toEqual({ a: { score: 5, month: '2026-11' } });
    expect(decodeBaselines([1, 2])).toEqual({});
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        for (const v of Object.values(decodeBaselines(raw))) expect(Number.isFinite(v.score)).toBe(true);
      }),
    );
  });
});
