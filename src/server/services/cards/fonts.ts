import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A font as satori takes it. */
interface CardFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 800;
  style: 'normal';
}

/** The family the cards are drawn in: Inter (SIL Open Font License, assets/fonts/OFL-inter.txt). */
export const CARD_FONT_FAMILY = 'Inter';

/**
 * The files, from the project's folder as the server runs (like the migrations): satori reads
 * WOFF but not WOFF2, and needs the glyphs' data itself (it has no system fonts). Inter's Latin,
 * Cyrillic and Greek subsets, and Noto Sans JP's kana (its subset 119; OFL-noto-sans-jp.txt),
 * cover the scripts of the chain's player names; satori takes a glyph the card's family lacks from
 * the first other font that has it. A glyph none has (Chinese, Arabic, Hangul) shows as an empty box.
 */
const SUBSETS = [
  [CARD_FONT_FAMILY, 'inter-latin'],
  ['Inter Latin Extended', 'inter-latin-ext'],
  ['Inter Cyrillic', 'inter-cyrillic'],
  ['Inter Greek', 'inter-greek'],
  ['Noto Sans JP Kana', 'noto-sans-jp-kana'],
] as const;
const WEIGHTS = [400, 800] as const;

let loading: Promise<CardFont[]> | undefined;

/** The card fonts, read from disk once per process. */
export function cardFonts(dir = path.resolve('assets/fonts')): Promise<CardFont[]> {
  // Each subset under a name of its own: satori keeps one font per name, weight and style.
  const files = SUBSETS.flatMap(([name, file]) => WEIGHTS.map((weight) => ({ name, file, weight })));
  loading ??= Promise.all(
    files.map(async ({ name, file, weight }) => {
      const bytes = await readFile(path.join(dir, `${file}-${weight}-normal.woff`));
      const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return { name, data, weight, style: 'normal' as const };
    }),
  ).catch((error: unknown) => {
    // A failed read is tried again by the next card rather than kept.
    loading = undefined;
    throw error;
  });
  return loading;
}
