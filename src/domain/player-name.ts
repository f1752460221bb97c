import { PLAYER_NAME_MAX_LENGTH } from './constants';
import { hasVisibleCharacter } from './visible-text';

/** Why a player name was refused. */
export type PlayerNameProblem = 'empty' | 'too-long' | 'control-characters' | 'invisible' | 'dot-segment';

/** Trims and Unicode-normalises a name as typed; the form shown and stored. */
export function cleanPlayerName(raw: string): string {
  return raw.normalize('NFC').trim();
}

/**
 * The key names are matched on: trimmed, normalised and case-folded, so 'Ace' finds 'ace '.
 * `toLowerCase` is the language-independent mapping (the root locale's, whatever the host's
 * locale), the same as `toLocaleLowerCase('und')` at a twentieth of its cost: a summary keys every
 * row of its venue's board.
 */
export function playerNameKey(raw: string): string {
  return cleanPlayerName(raw).toLowerCase();
}

// Control characters (C0, DEL, C1) make names unprintable or ambiguous.
const CONTROL = /\p{Cc}/u;

/** Checks a cleaned name; undefined when it is acceptable. */
export function playerNameProblem(name: string): PlayerNameProblem | undefined {
  if (name.length === 0) return 'empty';
  if ([...name].length > PLAYER_NAME_MAX_LENGTH) return 'too-long';
  if (CONTROL.test(name) || !name.isWellFormed()) return 'control-characters';
  // Shown as a blank row nobody can click, or indistinguishable from an empty name.
  if (!hasVisibleCharacter(name)) return 'invisible';
  // '.' and '..' cannot be a segment of an address: URL parsing folds them away, encoded or not.
  if (name === '.' || name === '..') return 'dot-segment';
  return undefined;
}

/** True when two names denote the same player. */
export function sameName(a: string, b: string): boolean {
  return playerNameKey(a) === playerNameKey(b);
}
