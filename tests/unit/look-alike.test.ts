import { describe, expect, it } from 'vitest';
import { mixedScriptLookAlike, skeleton } from '../../src/domain/look-alike';

describe('mixed-script look-alikes', () => {
  it('marks a name that mixes scripts with a letter drawn like another script’s, and says how it reads', () => {
    expect(mixedScriptLookAlike('M\u0430teo40')).toEqual({
      scripts: ['Latin', 'Cyrillic'],
      reads: 'Mateo40',
    });
    expect(mixedScriptLookAlike('\u0410ce')).toEqual({ scripts: ['Latin', 'Cyrillic'], reads: 'Ace' });
    expect(mixedScriptLookAlike('Pa\u0443Pal')).toEqual({ scripts: ['Latin', 'Cyrillic'], reads: 'PayPal' });
    expect(mixedScriptLookAlike('\u039cateo')?.reads).toBe('Mateo');
  });

  it('leaves single-script names alone, in any script, digits and punctuation included', () => {
    for (const name of [
      'Mateo40',
      'Мария',
      'Δημήτρης',
      'שלום',
      'さくら_01',
      '李小龍',
      '東京タワー',
      '서울 2',
      'Zoë',
      'x-Ray.42',
    ])
      expect(mixedScriptLookAlike(name), name).toBeUndefined();
  });

  it('leaves names that mix scripts without a look-alike letter alone', () => {
    expect(mixedScriptLookAlike('Jürgen北京')).toBeUndefined();
    expect(mixedScriptLookAlike('Ace Мария')).toBeUndefined();
  });

  it('gives confusable names the same UTS #39 skeleton', () => {
    expect(skeleton('M\u0430teo40')).toBe(skeleton('Mateo40'));
    expect(skeleton('paypal')).toBe(skeleton('p\u0430yp\u0430l'));
    expect(skeleton('Mateo40')).not.toBe(skeleton('Matteo40'));
  });
});
