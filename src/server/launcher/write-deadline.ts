import type http from 'node:http';

/**
 * Runs `made` when the answer has been made (its `end()` called), which may be long before the
 * client has taken its last byte ('finish'). Node has no event for it, so `end` is wrapped on
 * this one response, as the `compression` middleware wraps it.
 */
export function whenAnswerMade(res: http.ServerResponse, made: () => void): void {
  const end = res.end;
  res.end = function (this: http.ServerResponse, ...args: Parameters<typeof end>) {
    const result = end.apply(this, args);
    made();
    return result;
  } as typeof end;
}

/** How long an answer may wait for its client to take any of it. */
const WRITE_DEADLINE_MS = 30_000;

/**
 * Writes have a deadline: once an answer is made, its connection must take some of it every
 * `ms`, or it is closed. A client that never reads (or pipelines requests behind an answer it
 * does not read) otherwise keeps its connection, and the memory of every answer queued on it, for
 * as long as it likes. A slow phone is not cut off: it takes bytes, however few.
 *
 * Node's own socket time-out measures exactly that (a write in progress counts as activity while
 * its bytes move), and the HTTP server closes a socket whose time-out nobody handles. Once the
 * answer is done, the server sets the socket's keep-alive time-out in its place.
 */
export function writeDeadline(ms = WRITE_DEADLINE_MS) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    whenAnswerMade(res, () => req.socket.setTimeout(ms));
    next();
  };
}
