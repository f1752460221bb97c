/**
 * How a rank badge looks, shared by the badge the pages draw (islands/shared/RankBadge.tsx) and the
 * share card the server renders, so both show a band in the same colours.
 */

/** One colour pair (dark, light) per rank band, from bronze (rank 0-9) to the top band (100+). */
export const BAND_COLOURS = [
  ['#8a5a3b', '#c28a5c'],
  ['#7d7f86', '#c3c6cf'],
  ['#b8860b', '#f4d35e'],
  ['#1f8a70', '#5fe0b7'],
  ['#1769aa', '#6fb7ff'],
  ['#5b3cc4', '#a78bfa'],
  ['#b0306a', '#ff7ab6'],
  ['#c2410c', '#ffb36b'],
  ['#0e7490', '#67e8f9'],
  ['#4338ca', '#c7d2fe'],
  ['#111827', '#ffd23f'],
] as const;

/** The colour pair of a band (the lowest band's for one out of range). */
export function bandColours(band: number): readonly [dark: string, light: string] {
  return BAND_COLOURS[band] ?? BAND_COLOURS[0];
}

/** The shield's outline in a 100 × 100 box. */
export const SHIELD_PATH = 'M50 4 L90 20 V50 C90 74 72 90 50 97 C28 90 10 74 10 50 V20 Z';
/** The crown the top band wears above its rank. */
export const CROWN_PATH = 'M30 26 L40 36 L50 22 L60 36 L70 26 L66 44 H34 Z';
