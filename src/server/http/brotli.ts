import zlib from 'node:zlib';

/**
 * The Brotli quality of every answer and page the server compresses as it goes: as each is sent
 * (the compression middleware) and for a kept page's copy (page-cache.ts). Quality 5 takes a few
 * milliseconds where the best quality (11) takes 160–660 ms for a board or games page of
 * 140–318 KB, for copies 8–17% smaller.
 */
export const ANSWER_QUALITY = 5;

/** Brotli's best quality, for the few kept pages where it saves a round trip (see below). */
export const BEST_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;

/**
 * The body a new connection's first round trip can carry: ten packets of 1,460 bytes (TCP's
 * initial window), less 2 KB for the status line and headers (1.4 KB on a page, most of it the
 * Content-Security-Policy). A page over it waits one more round trip (150 ms on a slow phone).
 */
export const FIRST_FLIGHT_BYTES = 14_600 - 2_048;

/** The most the best quality saved against quality 5 on our pages (8–17%, measured). */
const BEST_QUALITY_SAVING = 0.17;

/**
 * Whether a kept page's quick copy of `quickBytes` should be made again at the best quality: only
 * when it is over the first round trip and the best quality could bring it under. Anything else
 * would spend a fifth of a second of a processor per page and change for nothing a visitor sees.
 */
export function bestQualitySavesARoundTrip(quickBytes: number): boolean {
  return quickBytes > FIRST_FLIGHT_BYTES && quickBytes * (1 - BEST_QUALITY_SAVING) <= FIRST_FLIGHT_BYTES;
}

/** Brotli parameters for a text answer of `bytes` bytes. */
export function brotliTextParams(quality: number, bytes?: number): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(bytes === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes }),
  };
}
