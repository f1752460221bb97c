import type http from 'node:http';
import pLimit, { type LimitFunction } from 'p-limit';
import { isApiPath, isEventStreamPath } from '../http/api-paths';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, errorBody } from '../http/error-body';
import { whenAnswerMade } from './write-deadline';

/**
 * Lets `maxActive` dynamic requests work at once and up to `maxInFlight` in all (working or
 * waiting their turn, first come first served), and says when one more would be too many, or
 * when one has waited too long for its turn.
 */
export class LoadShedder {
  readonly #limit: LimitFunction;
  #shed = 0;

  constructor(
    readonly maxInFlight: number,
    readonly maxActive = maxInFlight,
    /** How long a request may wait for its turn; undefined: as long as it takes. */
    readonly maxWaitMs?: number,
  ) {
    this.#limit = pLimit(Math.min(maxActive, maxInFlight));
  }

  /**
   * Runs `work` when a place is free (it resolves once its request is done with); false at once,
   * and `work` never runs, when `maxInFlight` requests already work or wait. A request still
   * waiting after `maxWaitMs` is given up: `tooLate` is called then, and `work` never runs.
   */
  admit(work: () => Promise<void>, tooLate: () => void = () => undefined): boolean {
    if (this.inFlight >= this.maxInFlight) {
      this.#shed++;
      return false;
    }
    let started = false;
    let gaveUp = false;
    const deadline =
      this.maxWaitMs === undefined
        ? undefined
        : setTimeout(() => {
            if (started) return;
            gaveUp = true;
            this.#shed++;
            tooLate();
          }, this.maxWaitMs);
    deadline?.unref();
    void this.#limit(() => {
      started = true;
      clearTimeout(deadline);
      // Given up: its place in the queue passes straight on.
      return gaveUp ? Promise.resolve() : work();
    });
    return true;
  }

  /** Requests working or waiting their turn. */
  get inFlight(): number {
    return this.#limit.activeCount + this.#limit.pendingCount;
  }

  /** Requests refused since start, at once or after waiting too long. */
  get shed(): number {
    return this.#shed;
  }
}

/**
 * Graceful overload. A server that works on every request at once serves none of them well: on
 * two cores a hundred renders in progress each took a hundredth of the processor and all finished
 * late together, and their garbage doubled the heap. So `maxActive` requests work at once and the
 * others wait their turn in arrival order; a request beyond `maxInFlight` in all is answered 503
 * with Retry-After at once, instead of joining a queue whose wait would end in a time-out (a 503
 * or 500 many seconds later, for it and for everyone behind it). A count alone let requests
 * wait past any visitor's patience on a slow database (10 s and more below the 128 in flight, not
 * one 503), so a request still waiting for its turn after `maxWaitMs` (a second) is answered 503
 * then, and its place passes on. Static files are served before this point: they cost next to
 * nothing.
 */
export function shedLoad(shedder: LoadShedder) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // An event stream stays open for hours: counted, a few screens would take every place. The
    // health check answers whatever the load: a liveness probe refused while busy would have the
    // server restarted, for the visitors it was busy with.
    if (isEventStreamPath(path) || path === HEALTH_CHECK_PATH) {
      next();
      return;
    }
    const admitted = shedder.admit(
      () =>
        new Promise<void>((done) => {
          // A client gone while its request waited is not worked on.
          if (req.socket.destroyed) return done();
          // Released once the answer is made, not when the client has taken all of it
          // ('finish'): a client that never reads (or pipelines eight requests behind one it
          // does not read) would otherwise hold its places as long as it liked. What is left to
          // send is its connection's business, under the write deadline (write-deadline.ts).
          whenAnswerMade(res, done);
          res.once('close', done);
          next();
        }),
      () => answerBusy(req, res, path),
    );
    if (!admitted) answerBusy(req, res, path);
  };
}

/** 503 with Retry-After, as JSON on the API's paths and as a short page elsewhere. */
function answerBusy(req: http.IncomingMessage, res: http.ServerResponse, path: string): void {
  if (res.headersSent || req.socket.destroyed) return;
  const api = isApiPath(path);
  res.writeHead(503, {
    'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
  });
  res.end(api ? JSON.stringify(errorBody('busy', BUSY_MESSAGE)) : BUSY_PAGE);
}

const HEALTH_CHECK_PATH = '/api/health-check';

const BUSY_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>Busy</title><p>${BUSY_MESSAGE}</p></html>`;
