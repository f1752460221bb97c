/**
 * Characters that show nothing on their own: white space, controls, format characters (zero-width
 * space and joiners, bidirectional controls, the byte-order mark), other default-ignorable code
 * points (the Hangul fillers, variation selectors), combining marks with no base, and the blank
 * Braille pattern, which fonts draw empty and is a favourite for "blank" names.
 */
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]*$/u;

/** True when a text shows at least one character: a name made only of invisible ones is a blank row. */
export function hasVisibleCharacter(text: string): boolean {
  return !INVISIBLE.test(text);
}
