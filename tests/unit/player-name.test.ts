import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerPath } from '../../src/domain/paths';
import { cleanPlayerName, playerNameKey, playerNameProblem, sameName } from '../../src/domain/player-name';

describe('player names', () => {
  it('match ignoring case and surrounding spaces, in any script', () => {
    expect(playerNameKey('  AceRunner ')).toBe('acerunner');
    expect(sameName('ZOË', 'zoë')).toBe(true);
    expect(sameName('Мария', 'мария')).toBe(true);
    expect(sameName('Ace', 'Ace2')).toBe(false);
  });

  it('treat composed and decomposed accents as the same name', () => {
    expect(sameName('Zo\u00eb', 'Zoe\u0308')).toBe(true);
  });

  it('are refused when blank, too long or holding control characters', () => {
    expect(playerNameProblem(cleanPlayerName('   '))).toBe('empty');
    expect(playerNameProblem('x'.repeat(65))).toBe('too-long');
    expect(playerNameProblem('😀'.repeat(64))).toBeUndefined();
    expect(playerNameProblem('a\u0000b')).toBe('control-characters');
    expect(playerNameProblem('\ud800')).toBe('control-characters');
    expect(playerNameProblem('Δημήτρης')).toBeUndefined();
  });

  it('are refused when nothing of them shows, or when no address can carry them', () => {
    for (const blank of [
      '\u200b',
      '\u200b\u200c\u200d',
      '\u2060\ufeff',
      '\u3164',
      '\u115f',
      '\u2800',
      '\u0301',
      '\u202e',
      // Drawn blank by every font: the null notehead, a private-use character, a noncharacter.
      '\u{1D159}',
      '\ue000',
      '\ufffe',
      '\ue000\u{1D159}',
    ])
      expect(playerNameProblem(blank), JSON.stringify(blank)).toBe('invisible');
    expect(playerNameProblem('.')).toBe('dot-segment');
    expect(playerNameProblem('..')).toBe('dot-segment');
    for (const fine of [
      '...',
      '../x',
      'a\u200bb',
      'e\u0301',
      '\u05e9\u05dc\u05d5\u05dd\u202eevil',
      '_',
      '-',
      '0',
    ])
      expect(playerNameProblem(fine), JSON.stringify(fine)).toBeUndefined();
  });

  it("are keyed as the root locale folds case, never by the host's language (no Turkish dotless i)", () => {
    expect(playerNameKey('İSTANBUL IRMAK')).toBe('i̇stanbul irmak');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(playerNameKey(name)).toBe(cleanPlayerName(name).toLocaleLowerCase('und'));
      }),
    );
  });

  it('keying is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(playerNameKey(playerNameKey(name))).toBe(playerNameKey(name));
      }),
    );
  });

  it('travel in paths encoded exactly once', () => {
    expect(playerPath('a/b c%', 3)).toBe('/player/a%2Fb%20c%25/location/3/summary');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (name, id) => {
          const segment = playerPath(name, id, 'games').split('/')[2] as string;
          expect(decodeURIComponent(segment)).toBe(name);
        },
      ),
    );
  });
});
