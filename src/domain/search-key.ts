import { cleanPlayerName } from './player-name';

/**
 * Letters that carry their accent inside them (no canonical decomposition), folded the way a
 * reader would type them on a plain keyboard; 'ß' is what Unicode's full case folding gives.
 */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};
const UNDECOMPOSED_RE = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'gu');

// Accents are marks on a letter of a script that writes them as optional decoration. In other
// scripts (Devanagari vowel signs, Hebrew points, Japanese voicing marks) a mark is part of the
// letter, so it stays: stripping it would merge different names, or leave a name of marks empty.
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;

/**
 * The key names are searched by: trimmed, compatibility-decomposed (ligatures and full-width
 * letters become plain ones), accents dropped from Latin, Greek and Cyrillic letters and
 * case-folded, so 'Zoë785', 'ZOE785' and 'ｚｏｅ785' all give 'zoe785'. It is never empty for a
 * name that is not: only marks on those scripts' letters go, never a letter. Lookups that must
 * find exactly one player keep matching on `playerNameKey` (two names may share a search key).
 */
export function playerSearchKey(raw: string): string {
  const decomposed = cleanPlayerName(raw).normalize('NFKD').replace(ACCENTED, '$1');
  return decomposed
    .toLocaleLowerCase('und')
    .replace(UNDECOMPOSED_RE, (letter) => UNDECOMPOSED[letter] ?? letter)
    .normalize('NFC')
    .trim(); // a compatibility form may decompose to a space and marks ('ﱞ' → ' ٌّ')
}

/** The longest key suggestions are looked up by, in characters: as long as a name may be. */
export const MAX_SUGGESTION_KEY = 64;

/**
 * The search key a suggestion is looked up by, cut to a name's length. A compatibility form may
 * decompose into many letters (U+FDFA into 18), and the database's cost of a similarity lookup
 * grows with the key: 64 of them took 1-1.5 s of the server per query. A key longer than any name
 * finds nothing a shorter one would miss: names start with its first 64 characters or not at all.
 */
export function suggestionKey(raw: string): string {
  return Array.from(playerSearchKey(raw)).slice(0, MAX_SUGGESTION_KEY).join('').trim();
}
