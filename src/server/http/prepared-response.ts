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
 * status and headers are those of `head`, a body-less response (Hono's context makes it with the
 * headers the middleware set), and reading the body builds a standard response with the same
 * bytes on first use. It wraps `head` rather than extending Response, which would copy the
 * headers into a second response on every request.
 */
export class PreparedResponse implements Response {
  readonly #head: Response;
  readonly #bytes: Uint8Array;
  #standard: Response | undefined;

  constructor(bytes: Uint8Array, head: Response) {
    this.#head = head;
    this.#bytes = bytes;
  }

  [PREPARED](): PreparedParts {
    return { status: this.#head.status, headers: this.#head.headers, body: this.#bytes };
  }

  get status(): number {
    return this.#head.status;
  }
  get statusText(): string {
    return this.#head.statusText;
  }
  get ok(): boolean {
    return this.#head.ok;
  }
  get headers(): Headers {
    return this.#head.headers;
  }
  get type(): ResponseType {
    return this.#head.type;
  }
  get url(): string {
    return this.#head.url;
  }
  get redirected(): boolean {
    return this.#head.redirected;
  }

  #full(): Response {
    this.#standard ??= new Response(this.#bytes as Uint8Array<ArrayBuffer>, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
    return this.#standard;
  }

  get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#full().body;
  }
  get bodyUsed(): boolean {
    return this.#standard?.bodyUsed ?? false;
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#full().arrayBuffer();
  }
  blob(): Promise<Blob> {
    return this.#full().blob();
  }
  bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#full().bytes();
  }
  formData(): Promise<FormData> {
    return this.#full().formData();
  }
  json(): Promise<unknown> {
    return this.#full().json();
  }
  text(): Promise<string> {
    return this.#full().text();
  }
  clone(): Response {
    if (this.#standard) return this.#standard.clone();
    return new PreparedResponse(this.#bytes, new Response(null, this.#head));
  }
}

// `instanceof Response` holds, as for any response. Every member of Response.prototype is
// defined above: none of its own (which check that they are called on a real one) is reached.
Object.setPrototypeOf(PreparedResponse.prototype, Response.prototype);

/** A PreparedResponse's parts, from whichever copy of this module made it; undefined for others. */
export function preparedParts(response: unknown): PreparedParts | undefined {
  if (typeof response !== 'object' || response === null || !(PREPARED in response)) return undefined;
  return (response as { [PREPARED](): PreparedParts })[PREPARED]();
}
