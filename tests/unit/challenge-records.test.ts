import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceGameLevel, scoreRecordInput, sortRecords } from '../../src/domain/challenge-records';

describe('coerceGameLevel', () => {
  it('is the number typed, 0 when empty or not a number', () => {
    expect(coerceGameLevel('7')).toBe(7);
    expect(coerceGameLevel(' 3 ')).toBe(3);
    expect(coerceGameLevel(4)).toBe(4);
    expect(coerceGameLevel('')).toBe(0);
    expect(coerceGameLevel('   ')).toBe(0);
    expect(coerceGameLevel('abc')).toBe(0);
    expect(coerceGameLevel(null)).toBe(0);
    expect(coerceGameLevel(undefined)).toBe(0);
  });

  it('is always a whole number', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(Number.isInteger(coerceGameLevel(s))).toBe(true);
      }),
    );
  });
});

describe('scoreRecordInput', () => {
  it('takes a score above 0 and a display name, trimmed', () => {
    expect(scoreRecordInput('1500', '  Ada ')).toEqual({ score: 1500, displayName: 'Ada' });
    expect(scoreRecordInput('1', 'A')).toEqual({ score: 1, displayName: 'A' });
  });

  it('refuses a score of 0 or less, a fraction, no score, or no name', () => {
    expect(scoreRecordInput('0', 'Ada')).toBeNull();
    expect(scoreRecordInput('-5', 'Ada')).toBeNull();
    expect(scoreRecordInput('2.5', 'Ada')).toBeNull();
    expect(scoreRecordInput('', 'Ada')).toBeNull();
    expect(scoreRecordInput('abc', 'Ada')).toBeNull();
    expect(scoreRecordInput('100', '   ')).toBeNull();
  });

  it('accepts exactly the positive whole scores', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), (n) => {
        expect(scoreRecordInput(String(n), 'Ada') !== null).toBe(n > 0);
      }),
    );
  });
});

describe('sortRecords', () => {
  it('puts the best score first without changing the input', () => {
    const records = [{ score: 10 }, { score: 300 }, { score: 40 }];
    expect(sortRecords(records).map((r) => r.score)).toEqual([300, 40, 10]);
    expect(records.map((r) => r.score)).toEqual([10, 300, 40]);
  });

  it('is always in descending order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (scores) => {
        const sorted = sortRecords(scores.map((score) => ({ score }))).map((r) => r.score);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]).toBeGreaterThanOrEqual(sorted[i] ?? 0);
      }),
    );
  });
});
