import unhomoglyph from 'unhomoglyph';

/**
 * Mixed-script look-alikes (Unicode UTS #39): a name whose letters come from more than one script,
 * some of them drawn like letters of another ('Mаteo40' with a Cyrillic 'а' reads as the leader
 * Mateo40). The prototype of each character is Unicode's confusables.txt mapping, as the
 * unhomoglyph package ships it.
 */

/** The UTS #39 skeleton: decomposed, each character replaced by its prototype, decomposed again. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

// Scripts player names are written in; a character of a script not listed counts as 'Other'.
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Cherokee',
  'Canadian_Aboriginal',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
const SCRIPT_OF = SCRIPTS.map((name) => ({ name, test: new RegExp(`\\p{scx=${name}}`, 'u') }));
// Characters every script uses (digits, punctuation, combining marks): they mix with any.
const SHARED = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;
// UTS #39 treats Han written with its companions as one script (Japanese, Korean, Chinese).
const WRITING_SYSTEMS: Record<string, readonly string[]> = {
  Han: ['Han', 'Japanese', 'Korean', 'Chinese'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Hangul: ['Korean'],
  Bopomofo: ['Chinese'],
};

/** The scripts a character belongs to (Script_Extensions), or undefined for a shared one. */
function scriptsOfCharacter(char: string): string[] | undefined {
  if (SHARED.test(char)) return undefined;
  const scripts = SCRIPT_OF.filter((s) => s.test.test(char)).map((s) => s.name);
  return scripts.length > 0 ? scripts : ['Other'];
}

/** What makes a name a look-alike of the name it reads as. */
type LookAlikeReason = 'mixed-scripts' | 'invisible-characters' | 'compatibility-forms';

/** What marks a name as a look-alike. */
interface LookAlike {
  /** The scripts its letters come from, most used first. */
  scripts: string[];
  /** The name as it reads: its letters from other scripts replaced by those they are drawn like. */
  reads: string;
}

/** Characters that draw nothing inside a name: zero-width spaces and joiners, soft hyphens, variation selectors. */
const HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The look-alike mark of a name, or undefined, and why: letters of another script drawn like the
 * main script's ('Mаteo40'); characters that draw nothing ('Mateo40' with a zero-width space,
 * U+200B); or compatibility forms of letters and digits ('Mateo４0', 'Ⅿateo40'). Each reads as
 * another name, which may be a player's.
 */
export function lookAlikeOf(name: string): (LookAlike & { reason: LookAlikeReason }) | undefined {
  const mixed = mixedScriptLookAlike(name);
  if (mixed) return { ...mixed, reason: 'mixed-scripts' };
  const own = name.normalize('NFC');
  const visible = own.replace(HIDDEN, '');
  if (visible !== own && visible.trim() !== '')
    return { scripts: [], reads: visible, reason: 'invisible-characters' };
  const folded = own.normalize('NFKC');
  if (folded !== own) return { scripts: [], reads: folded, reason: 'compatibility-forms' };
  return undefined;
}

/**
 * The look-alike mark of a name, or undefined: a name all in one script (shared characters
 * aside), or mixing scripts without a letter drawn like another's ('Jürgen北京'), is not one.
 */
export function mixedScriptLookAlike(name: string): LookAlike | undefined {
  const chars = [...name.normalize('NFC')];
  const counts = new Map<string, number>();
  let resolved: Set<string> | undefined;
  for (const char of chars) {
    const scripts = scriptsOfCharacter(char);
    if (!scripts) continue;
    const primary = scripts[0] as string;
    counts.set(primary, (counts.get(primary) ?? 0) + 1);
    const systems = new Set(scripts.flatMap((s) => [s, ...(WRITING_SYSTEMS[s] ?? [])]));
    resolved = resolved ? new Set([...resolved].filter((s) => systems.has(s))) : systems;
  }
  if (!resolved || resolved.size > 0) return undefined;
  const scripts = [...counts].sort((a, b) => b[1] - a[1]).map(([script]) => script);
  const main = SCRIPT_OF.find((s) => s.name === scripts[0]);
  const reads = chars
    .map((char) => {
      if (!main || main.test.test(char) || SHARED.test(char)) return char;
      const prototype = skeleton(char).normalize('NFC');
      // Only a letter drawn like one of the main script's is replaced.
      return [...prototype].every((p) => main.test.test(p) || SHARED.test(p)) ? prototype : char;
    })
    .join('');
  return reads === name.normalize('NFC') ? undefined : { scripts, reads };
}
