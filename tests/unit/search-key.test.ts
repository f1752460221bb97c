import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTION_KEY, playerSearchKey, suggestionKey } from '../../src/domain/search-key';

describe('playerSearchKey', () => {
  it('drops accents and case: Zoë785, ZOE785 and zoe785 are one key', () => {
    expect(playerSearchKey('Zoë785')).toBe('zoe785');
    expect(playerSearchKey('ZOE785')).toBe('zoe785');
    expect(playerSearchKey('  Zoe\u0308785 ')).toBe('zoe785');
    expect(playerSearchKey('Ångström Émile')).toBe('angstrom emile');
    expect(playerSearchKey('Çağrı')).toBe('cagri');
  });

  it('folds ligatures, full-width letters and letters with a built-in stroke', () => {
    expect(playerSearchKey('ﬁnn')).toBe('finn');
    expect(playerSearchKey('Ｉｏｎ')).toBe('ion');
    expect(playerSearchKey('Straße')).toBe('strasse');
    expect(playerSearchKey('Ærøskøbing')).toBe('aeroskobing');
    expect(playerSearchKey('Łukasz Œuvre')).toBe('lukasz oeuvre');
  });

  it('folds Greek and Cyrillic accents too', () => {
    expect(playerSearchKey('Άλφα')).toBe('αλφα');
    expect(playerSearchKey('Йожик')).toBe(playerSearchKey('йожик'));
  });

  it('keeps the marks of scripts where they are part of the letter', () => {
    expect(playerSearchKey('नमस्ते')).toBe('नमस्ते');
    expect(playerSearchKey('がっこう')).toBe('がっこう');
    expect(playerSearchKey('김민준')).toBe('김민준');
    expect(playerSearchKey('שָׁלוֹם')).toBe('שָׁלוֹם'.normalize('NFC'));
  });

  it('never makes a name of marks alone empty', () => {
    expect(playerSearchKey('\u0301\u0308')).not.toBe('');
    expect(playerSearchKey('ـًٌ')).not.toBe('');
  });

  it('is idempotent and empty only for a blank name, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (raw) => {
        const key = playerSearchKey(raw);
        expect(playerSearchKey(key)).toBe(key);
        expect(key === '').toBe(raw.normalize('NFC').trim() === '');
      }),
    );
  });

  it('gives a name and its upper-cased or accented spelling the same key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), (plain) => {
        const accented = plain.replace(/[aeiou]/g, (v) => `${v}\u0301`);
        expect(playerSearchKey(accented.toUpperCase())).toBe(playerSearchKey(plain));
      }),
    );
  });
});

describe('suggestionKey', () => {
  it('cuts a key that a compatibility form blew up to a name’s length, before the database sees it', () => {
    const hostile = '\uFDFA'.repeat(64);
    expect(Array.from(playerSearchKey(hostile)).length).toBeGreaterThan(1000);
    expect(Array.from(suggestionKey(hostile)).length).toBeLessThanOrEqual(MAX_SUGGESTION_KEY);
    expect(suggestionKey(hostile)).toBe(
      Array.from(playerSearchKey(hostile)).slice(0, MAX_SUGGESTION_KEY).join('').trim(),
    );
  });

  it('is the search key itself when that fits, and else its first characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64, unit: 'binary' }), (name) => {
        const key = playerSearchKey(name);
        const cut = suggestionKey(name);
        expect(Array.from(cut).length).toBeLessThanOrEqual(MAX_SUGGESTION_KEY);
        if (Array.from(key).length <= MAX_SUGGESTION_KEY) expect(cut).toBe(key);
        else expect(key.startsWith(cut)).toBe(true);
      }),
    );
  });
});
