import zlib from 'node:zlib';
import { ANSWER_QUALITY, brotliTextParams } from './brotli';

/** The encodings the server makes copies in, in the order it prefers them at equal weight. */
export const ENCODINGS = ['br', 'zstd', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/** Bodies under this go as they are: their headers would outweigh what compression saves. */
export const ENCODE_THRESHOLD = 1024;

/**
 * The encoding to send for an `Accept-Encoding` header: the one it weighs highest (`q`), ours
 * preferred at equal weight (every browser sends `gzip, deflate, br, zstd` at equal weight: Brotli
 * is the smallest); undefined for none (no header, `identity`, everything refused with `q=0`).
 */
export function negotiateEncoding(header: string | null | undefined): ContentEncoding | undefined {
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
  for (const encoding of ENCODINGS) {
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
