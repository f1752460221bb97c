import type http from 'node:http';
import { isApiPath, isEventStreamPath } from '../http/api-paths';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, errorBody } from '../http/error-body';

/** Counts the dynamic requests in progress, and says when one more would be too many. */
export class LoadShedder {
  #inFlight = 0;
  #shed = 0;

  constructor(readonly maxInFlight: number) {}

  /** Takes a place for a request; false when every place is taken. */
  admit(): boolean {
    if (this.#inFlight >= this.maxInFlight) {
      this.#shed++;
      return false;
    }
    this.#inFlight++;
    return true;
  }

  release(): void {
    this.#inFlight--;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** Requests refused since start. */
  get shed(): number {
    return this.#shed;
  }
}

/**
 * Graceful overload: a request beyond `maxInFlight` dynamic requests in progress is answered 503
 * with Retry-After at once, instead of joining a queue whose wait would end in a time-out (a
 * 503 or 500 many seconds later, for it and for everyone behind it). Static files are served
 * before this point: they cost next to nothing.
 */
export function shedLoad(shedder: LoadShedder) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // An event stream stays open for hours: counted, a few screens would take every place.
    if (isEventStreamPath(path)) {
      next();
      return;
    }
    if (!shedder.admit()) {
      const api = isApiPath(path);
      res.writeHead(503, {
        'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
        'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
      });
      res.end(api ? JSON.stringify(errorBody('busy', BUSY_MESSAGE)) : BUSY_PAGE);
      return;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      shedder.release();
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}

const BUSY_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>Busy</title><p>${BUSY_MESSAGE}</p></html>`;
