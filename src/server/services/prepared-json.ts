import { createHash } from 'node:crypto';

/**
 * Who a kept body is for: `many` (a board, the landing: every visitor alike) or `one` (a player's
 * own data and pages, which real traffic mostly asks for a few times per data version).
 */
export type Audience = 'many' | 'one';

const decoder = new TextDecoder();

/**
 * A JSON answer serialized once and sent many times (see ReadCache): serializing a player's
 * 100 KB of data took half the server's time when every request did it. Carries its ETag too.
 * `T` is the answer's type, so a handler returning one is still checked against its endpoint.
 */
export class PreparedJson<T> {
  readonly body: Uint8Array;
  readonly etag: string;
  declare readonly value: T;
  readonly audience: Audience;

  constructor(value: T, { audience = 'many' }: { audience?: Audience } = {}) {
    this.audience = audience;
    this.body = Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  #parsed: T | undefined;

  /**
   * The answer as a value again, parsed the first time and kept beside the bytes: for an answer
   * every visitor shares (a board), which pages read again and again (each summary finds its
   * player's place on the venue's board). Shared by every reader, so never changed. Not for a
   * player's own answer: the value weighs several times its bytes, which the cache does not count.
   */
  parsed(): T {
    if (this.#parsed === undefined) this.#parsed = this.read();
    return this.#parsed;
  }

  /** The answer as a fresh value, parsed from the bytes each time and kept by nobody (a player's own answer). */
  read(): T {
    return JSON.parse(decoder.decode(this.body)) as T;
  }

  /** What it weighs in a cache. */
  get bytes(): number {
    return this.body.byteLength;
  }
}
