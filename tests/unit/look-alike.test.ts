import { describe, expect, it } from 'vitest';
import { lookAlikeOf, mixedScriptLookAlike, skeleton } from '../../src/domain/look-alike';

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

describe('lookAlikeOf', () => {
  it('says why a name reads as another: mixed scripts, characters that draw nothing, compatibility forms', () => {
    expect(lookAlikeOf('M\u0430teo40')).toMatchObject({ reason: 'mixed-scripts', reads: 'Mateo40' });
    for (const hidden of ['Mateo\u200B40', 'Mateo40\u200C', 'Ma\u00ADteo40', 'Mateo40\uFE0F'])
      expect(lookAlikeOf(hidden), JSON.stringify(hidden)).toEqual({
        reason: 'invisible-characters',
        scripts: [],
        reads: 'Mateo40',
      });
    for (const wide of ['Mateo\uFF140', '\u216Fateo40'])
      expect(lookAlikeOf(wide), JSON.stringify(wide)).toEqual({
        reason: 'compatibility-forms',
        scripts: [],
        reads: 'Mateo40',
      });
  });

  it('marks nothing in a plain name, in any one script', () => {
    for (const plain of ['Mateo40', 'Zoë785', 'Юлия', '北京の星', 'Jürgen北京'])
      expect(lookAlikeOf(plain), plain).toBeUndefined();
  });
});
