import { createHash } from 'node:crypto';

/**
 * An answer that is not JSON (a card's PNG, a feed's XML), made once per data version and sent
 * many times with its media type and ETag, as PreparedJson is for JSON.
 */
export class PreparedBody {
  readonly etag: string;

  constructor(
    readonly body: Uint8Array,
    readonly contentType: string,
  ) {
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  /** What it weighs in a cache. */
  get bytes(): number {
    return this.body.byteLength;
  }
}
