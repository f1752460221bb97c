import zlib from 'node:zlib';
import type { Audience } from '../services/prepared-json';
import { ANSWER_QUALITY, brotliTextParams } from './brotli';

/** The encodings the server makes copies in. */
const ENCODINGS = ['br', 'zstd', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/**
 * Which encoding wins among those a client weighs alike (every browser sends `gzip, deflate, br,
 * zstd` at equal weight), by who a body is for. `many`: Brotli, the smallest, for a body sent to
 * every visitor (a board, the landing), where bytes count more than the one copy's making. `one`:
 * zstd, for a body about one player (their pages and data), which real traffic mostly asks for a
 * few times per data version: on our pages and answers zstd takes a sixth to an eighth of
 * Brotli's processor time at quality 5 for 0-18% more bytes (docs/decisions.md, "Which encoding a
 * kept body goes in"). A browser without zstd (Safari) gets Brotli either way.
 */
const PREFERENCE_ORDER: Record<Audience, readonly ContentEncoding[]> = {
  many: ['br', 'zstd', 'gzip'],
  one: ['zstd', 'br', 'gzip'],
};

/** Bodies under this go as they are: their headers would outweigh what compression saves. */
export const ENCODE_THRESHOLD = 1024;

/**
 * The encoding to send for an `Accept-Encoding` header: the one it weighs highest (`q`), at equal
 * weight the first of the audience's order (see PREFERENCE_ORDER); undefined for none (no header, `identity`,
 * everything refused with `q=0`).
 */
export function negotiateEncoding(
  header: string | null | undefined,
  audience: Audience = 'many',
): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of PREFERENCE_ORDER[audience]) {
    const weight = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? any;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** `body` encoded: Brotli at the answers' quality, zstd and gzip at their default levels. */
export function encode(body: Uint8Array, encoding: ContentEncoding): Buffer {
  switch (encoding) {
    case 'br':
      return zlib.brotliCompressSync(body, { params: brotliTextParams(ANSWER_QUALITY, body.byteLength) });
    case 'zstd':
      return zlib.zstdCompressSync(body);
    case 'gzip':
      return zlib.gzipSync(body);
  }
}
