/**
 * Marks a PreparedResponse across module graphs: the API is built inside Astro's bundle and the
 * listener that writes it lives outside, so each has its own copy of this class.
 */
const PREPARED = Symbol.for('arcade-stats.prepared-response');

/** What a server writes for a PreparedResponse: status, headers and the body's bytes. */
export interface PreparedParts {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/**
 * A JSON answer whose body is bytes at hand. A standard Response with a body builds a stream
 * (and @hono/node-server then reads it back chunk by chunk): per request, that was the largest
 * cost of the hot reads after writing to the socket. The API listener writes this one's bytes
 * straight to Node's response instead (see preparedParts).
 *
 * To everything else (Hono's middleware, tests calling app.request) it is a standard Response:
 * status and headers are its own, and reading the body builds a standard response with the same
 * bytes on first use.
 */
export class PreparedResponse extends Response {
  readonly #bytes: Uint8Array;
  #standard: Response | undefined;

  /** `head`: status and headers, e.g. a body-less response from Hono's context. */
  constructor(bytes: Uint8Array, head: ResponseInit) {
    super(null, head);
    this.#bytes = bytes;
  }

  [PREPARED](): PreparedParts {
    return { status: this.status, headers: this.headers, body: this.#bytes };
  }

  #full(): Response {
    this.#standard ??= new Response(this.#bytes as Uint8Array<ArrayBuffer>, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
    return this.#standard;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#full().body;
  }
  override get bodyUsed(): boolean {
    return this.#standard?.bodyUsed ?? false;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#full().arrayBuffer();
  }
  override blob(): Promise<Blob> {
    return this.#full().blob();
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#full().bytes();
  }
  override formData(): Promise<FormData> {
    return this.#full().formData();
  }
  override json(): Promise<unknown> {
    return this.#full().json();
  }
  override text(): Promise<string> {
    return this.#full().text();
  }
  override clone(): Response {
    return this.#standard ? this.#standard.clone() : new PreparedResponse(this.#bytes, this);
  }
}

/** A PreparedResponse's parts, from whichever copy of this module made it; undefined for others. */
export function preparedParts(response: unknown): PreparedParts | undefined {
  if (typeof response !== 'object' || response === null || !(PREPARED in response)) return undefined;
  return (response as { [PREPARED](): PreparedParts })[PREPARED]();
}
