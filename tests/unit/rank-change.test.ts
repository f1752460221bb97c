import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountChange, changeText, rankChange } from '../../src/domain/rank-change';

describe('one rule for every change shown', () => {
  it("a rank's change is yesterday's minus today's: climbing from 38th to 37th is up 1", () => {
    expect(rankChange(38, 37)).toBe(1);
    expect(changeText(rankChange(38, 37))).toEqual({
      direction: 'up',
      arrow: '▲',
      signed: '+1',
      spoken: 'up 1 since yesterday',
    });
  });

  it('falling from 104th to 127th is down 23', () => {
    expect(changeText(rankChange(104, 127))).toMatchObject({
      arrow: '▼',
      signed: '−23',
      spoken: 'down 23 since yesterday',
    });
  });

  it("an amount's change is today's minus yesterday's", () => {
    expect(changeText(amountChange(862_530, 877_870), (n) => n.toLocaleString('en-GB'))).toMatchObject({
      arrow: '▲',
      signed: '+15,340',
    });
  });

  it('no change reads as no change', () => {
    expect(changeText(rankChange(5, 5))).toEqual({
      direction: 'same',
      arrow: '–',
      signed: '',
      spoken: 'no change',
    });
  });

  it('arrow, sign and words always agree with each other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (before, now) => {
        const text = changeText(rankChange(before, now));
        const better = now < before;
        expect(text.arrow === '▲').toBe(better);
        expect(text.signed.startsWith('+')).toBe(better);
        expect(text.spoken.startsWith('up')).toBe(better);
      }),
    );
  });
});
