import type { Audience } from '../services/prepared-json';
import { type ContentEncoding, ENCODE_THRESHOLD, encode, negotiateEncoding } from './content-encoding';

/** A body kept for many requests (a read's answer, a page, a card, a feed) and its ETag. */
export interface KeptBody {
  readonly body: Uint8Array;
  readonly etag: string;
  /** Who it is for, which decides its encoding (see negotiateEncoding); every visitor when unsaid. */
  readonly audience?: Audience;
}

/** What to send of a kept body to one request. */
export interface Representation {
  body: Uint8Array;
  /** Undefined: the body as it is. */
  encoding?: ContentEncoding;
  /** The kept body's ETag, told apart per encoding (a cache must not answer one with the other). */
  etag: string;
  /** The headers that go with it: ETag, and for a body that has encoded copies, Vary and Content-Encoding. */
  headers: Record<string, string>;
  /** True when this request made the encoded copy (the first to ask for it). */
  fresh?: boolean;
}

/**
 * The encoded copies of kept bodies, made once each, the first time a browser asks for that
 * encoding, and let go with the body (a weak map: no copy outlives its cache entry). Browsers all
 * send `Accept-Encoding`, and compressing a kept answer again for each of them cost four to six
 * times what sending it did.
 */
const copies = new WeakMap<KeptBody, Map<ContentEncoding, Uint8Array>>();

/** How many copies have been made since start (tests count them). */
export const encodedCopiesMade = { count: 0 };

/** Keeps a copy made elsewhere (a page's better Brotli copy, made off the event loop). */
export function keepCopy(kept: KeptBody, encoding: ContentEncoding, copy: Uint8Array): void {
  copiesOf(kept).set(encoding, copy);
}

/** The representation of `kept` for a request's `Accept-Encoding` header. */
export function representationOf(kept: KeptBody, acceptEncoding: string | null | undefined): Representation {
  if (kept.body.byteLength < ENCODE_THRESHOLD)
    return { body: kept.body, etag: kept.etag, headers: { ETag: kept.etag } };
  const encoding = negotiateEncoding(acceptEncoding, kept.audience);
  if (!encoding)
    return { body: kept.body, etag: kept.etag, headers: { ETag: kept.etag, Vary: 'Accept-Encoding' } };
  const mine = copiesOf(kept);
  let copy = mine.get(encoding);
  const fresh = copy === undefined;
  if (!copy) {
    copy = encode(kept.body, encoding);
    mine.set(encoding, copy);
    encodedCopiesMade.count++;
  }
  const etag = etagOf(kept.etag, encoding);
  const headers = { ETag: etag, Vary: 'Accept-Encoding', 'Content-Encoding': encoding };
  return { body: copy, encoding, etag, headers, fresh };
}

function copiesOf(kept: KeptBody): Map<ContentEncoding, Uint8Array> {
  let mine = copies.get(kept);
  if (!mine) {
    mine = new Map();
    copies.set(kept, mine);
  }
  return mine;
}

/** `W/"abc"` as sent Brotli-encoded: `W/"abc-br"`. */
export function etagOf(etag: string, encoding: ContentEncoding): string {
  return etag.replace(/"$/, `-${encoding}"`);
}
