import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { DataVersion } from '../data-version';
import { BUSY_RETRY_AFTER_SECONDS, errorBody } from './error-body';
import { clientKey } from './limits';

/** A comment this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting a dropped stream (the `retry:` field). */
const RECONNECT_MS = 3000;
/**
 * A stream's Cache-Control: nobody keeps it, and no-transform lets the compression middleware (and
 * any proxy) pass each event on as it is written instead of holding it in a compressor's buffer.
 */
export const STREAM_CACHE_CONTROL = 'no-cache, no-transform';

/**
 * The open Server-Sent Event streams of this process (the venue screens). Each hears of every
 * data version this process serves (DataVersion follows the database's notifications, so no
 * screen polls the database) and is sent one `data` event per version. The streams are few and
 * long: they are not counted as requests in flight (the load shedder lets them by), they have
 * their own limit instead, and the server ends them all when it shuts down.
 */
export class EventStreams {
  readonly #open = new Set<SSEStreamingApi>();
  /** Open streams by client address: one client may not take every stream. */
  readonly #perClient = new Map<string, number>();
  readonly #closers = new Set<() => void>();
  #ended = false;

  constructor(
    private readonly versions: DataVersion,
    readonly maxStreams = 200,
    /** A venue's screens share its address: a few each; a client that opened 200 shut every screen out. */
    readonly maxPerClient = 10,
  ) {}

  get size(): number {
    return this.#open.size;
  }

  /** Answers with a stream of version events, or 503 when this process has as many as it takes. */
  open(c: Context): Response {
    // Shutting down: a browser reconnecting on a kept-alive socket is sent elsewhere.
    if (this.#ended)
      return c.json(errorBody('unavailable', 'The server is shutting down.'), 503, { Connection: 'close' });
    if (this.#open.size >= this.maxStreams)
      return c.json(errorBody('busy', 'Too many screens are connected: try again shortly.'), 503, {
        'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
      });
    const client = clientKey(c);
    const theirs = this.#perClient.get(client) ?? 0;
    if (theirs >= this.maxPerClient)
      return c.json(
        errorBody(
          'too_many_requests',
          `At most ${this.maxPerClient} screens may follow the site from one address.`,
        ),
        429,
        { 'Retry-After': '60' },
      );
    this.#perClient.set(client, theirs + 1);
    const release = () => {
      const left = (this.#perClient.get(client) ?? 1) - 1;
      if (left > 0) this.#perClient.set(client, left);
      else this.#perClient.delete(client);
    };
    const response = streamSSE(c, (stream) => this.#follow(stream).finally(release));
    response.headers.set('Cache-Control', STREAM_CACHE_CONTROL);
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  }

  async #follow(stream: SSEStreamingApi): Promise<void> {
    this.#open.add(stream);
    let close = () => {};
    const closed = new Promise<void>((resolve) => {
      close = resolve;
    });
    this.#closers.add(close);
    const send = (version: number) =>
      void stream
        .writeSSE({ event: 'data', data: JSON.stringify({ version }), id: String(version) })
        .catch(close);
    const unsubscribe = this.versions.onChange(send);
    const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n').catch(close), HEARTBEAT_MS);
    heartbeat.unref();
    stream.onAbort(close);
    try {
      // First the reconnection delay and the version now: a screen that reconnects after a blip
      // fetches again what it may have missed.
      await stream.writeSSE({
        event: 'data',
        data: JSON.stringify({ version: this.versions.current }),
        id: String(this.versions.current),
        retry: RECONNECT_MS,
      });
      await closed;
    } finally {
      unsubscribe();
      clearInterval(heartbeat);
      this.#closers.delete(close);
      this.#open.delete(stream);
    }
  }

  /** Ends every stream (the server is shutting down; the browsers reconnect to another). */
  closeAll(): void {
    this.#ended = true;
    for (const close of [...this.#closers]) close();
  }
}
