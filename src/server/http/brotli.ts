import zlib from 'node:zlib';

/**
 * The Brotli quality of answers made per request: as each is sent (the compression middleware)
 * and for the kept copy of a player's page. Measured on a 318 KB games page, quality 5 took 11 ms
 * and made 23.8 KB; quality 11 took 663 ms for 19.7 KB (a summary: 8 ms against 162 ms). A
 * player's page is rendered for its first visitor and often never asked for again: at quality 11
 * most pages of real traffic cost half a second of a processor to save 4 KB.
 */
export const ANSWER_QUALITY = 5;

/**
 * The quality of pages every visitor sees alike (landing, boards, league), rendered once per
 * change of the data: the 10% it saves keeps the league page inside the first round trip of a
 * new connection (docs/decisions.md, "Build assets").
 */
export const SHARED_PAGE_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;

/** Brotli parameters for a text answer of `bytes` bytes. */
export function brotliTextParams(quality: number, bytes?: number): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(bytes === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes }),
  };
}
