/**
 * Characters that show nothing on their own: white space, controls, format characters (zero-width
 * space and joiners, bidirectional controls, the byte-order mark), other default-ignorable code
 * points (the Hangul fillers, variation selectors), combining marks with no base, the blank
 * Braille pattern (fonts draw it empty: a favourite for "blank" names), private-use characters
 * and noncharacters (no font draws them), and the musical null notehead (U+1D159), drawn blank.
 */
const INVISIBLE =
  /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\p{Co}\p{Noncharacter_Code_Point}\u2800\u{1D159}]*$/u;

/** True when a text shows at least one character: a name made only of invisible ones is a blank row. */
export function hasVisibleCharacter(text: string): boolean {
  return !INVISIBLE.test(text);
}
