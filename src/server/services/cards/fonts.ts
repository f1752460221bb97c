import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A font as satori takes it. */
export interface CardFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 800;
  style: 'normal';
}

/** The family the cards are drawn in: Inter (SIL Open Font License, assets/fonts/OFL.txt). */
export const CARD_FONT_FAMILY = 'Inter';

/**
 * The files, from the project's folder as the server runs (like the migrations): satori reads
 * WOFF but not WOFF2, and needs the glyphs' data itself (it has no system fonts). Latin and its
 * extension cover the names the chain's venues send; a glyph outside them is left out of the card.
 */
const FILES = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-800-normal.woff', 800],
  ['inter-latin-ext-800-normal.woff', 800],
] as const;

let loading: Promise<CardFont[]> | undefined;

/** The card fonts, read from disk once per process. */
export function cardFonts(dir = path.resolve('assets/fonts')): Promise<CardFont[]> {
  loading ??= Promise.all(
    FILES.map(async ([file, weight]) => {
      const bytes = await readFile(path.join(dir, file));
      const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return { name: CARD_FONT_FAMILY, data, weight, style: 'normal' as const };
    }),
  ).catch((error: unknown) => {
    // A failed read is tried again by the next card rather than kept.
    loading = undefined;
    throw error;
  });
  return loading;
}
