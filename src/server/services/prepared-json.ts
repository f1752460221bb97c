import { createHash } from 'node:crypto';

/**
 * A JSON answer serialized once and sent many times (see ReadCache): serializing a player's
 * 100 KB of data took half the server's time when every request did it. Carries its ETag too.
 * `T` is the answer's type, so a handler returning one is still checked against its endpoint.
 */
export class PreparedJson<T> {
  readonly body: Uint8Array;
  readonly etag: string;
  declare readonly value: T;

  constructor(value: T) {
    this.body = Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** What it weighs in a cache. */
  get bytes(): number {
    return this.body.byteLength;
  }
}
