import type http from 'node:http';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, errorBody } from '../http/error-body';

/** How a request's body is read before the request may take a working place. */
export interface BodyLimits {
  /** A body silent this long (no byte arrived) is given up: 408, and the connection closed. */
  idleMs: number;
  /** The largest body any endpoint takes; the endpoint's own limit is checked again by the API. */
  maxBytes: number;
  /** Bytes of bodies being read at once, all clients together; beyond, 503 (memory stays bounded). */
  budgetBytes: number;
}

export const BODY_LIMITS: BodyLimits = {
  idleMs: 10_000,
  // The largest of the contract's body limits (the import's); a unit test keeps them in step.
  maxBytes: 10 * 1024 * 1024,
  budgetBytes: 64 * 1024 * 1024,
};

/** The body a request carries, read already; @hono/node-server takes `rawBody` instead of the stream. */
type ReadRequest = http.IncomingMessage & { rawBody?: Buffer };

const hasBody = (req: http.IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Reads a request's whole body before passing it on, so that a client sending it slowly (or
 * never finishing it) holds only its own connection, never one of the few places where requests
 * are worked on (load-shedding.ts). Four connections that sent `Content-Length: 1000` and one
 * byte used to hang the site. The body goes on as `rawBody`, which the API's adapter reads
 * instead of the socket.
 */
export function readBodyFirst(limits: BodyLimits = BODY_LIMITS) {
  let buffered = 0;
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    if (!hasBody(req)) {
      next();
      return;
    }
    if (Number(req.headers['content-length']) > limits.maxBytes) {
      refuse(res, 413, 'payload_too_large', tooLarge(limits.maxBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = () => {
      settled = true;
      buffered -= size;
      clearTimeout(idle);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
    };
    const fail = (status: number, code: string, message: string) => {
      if (settled) return;
      settle();
      refuse(res, status, code, message);
    };
    const idle = setTimeout(() => fail(408, 'body_timeout', BODY_TIMEOUT_MESSAGE), limits.idleMs);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      buffered += chunk.length;
      if (size > limits.maxBytes) return fail(413, 'payload_too_large', tooLarge(limits.maxBytes));
      if (buffered > limits.budgetBytes) return fail(503, 'busy', BUSY_MESSAGE);
      chunks.push(chunk);
      idle.refresh();
    };
    const onEnd = () => {
      if (settled) return;
      settle();
      (req as ReadRequest).rawBody = Buffer.concat(chunks, size);
      next();
    };
    // The client went away mid-body: nothing to answer.
    const onGone = () => {
      if (!settled) settle();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  };
}

const BODY_TIMEOUT_MESSAGE = `The request's body stopped arriving: send it again.`;
const tooLarge = (max: number) => `The body is over ${Math.round(max / 1024 / 1024)} MB: send it in parts.`;

/** A refusal before the body was read: the connection cannot be reused, so it says it closes. */
function refuse(res: http.ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify(errorBody(code, message));
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...(status === 503 ? { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } : {}),
  });
  res.end(body);
}
