import type http from 'node:http';
import zlib from 'node:zlib';
import { errorBody } from '../http/error-body';
import type { HotAnswer, HotRequest } from '../http/hot-lane';
import { acceptsGzip, MIN_GZIP_BYTES } from './compression';

/** The API's hot lane (see HotLane): an answer, or undefined for the app to serve. */
export type HotFetch = (request: HotRequest) => Promise<HotAnswer> | undefined;

/**
 * Takes a request into the hot lane, or says false for the usual way. It runs before the server
 * sets headers or wraps the response for compression: it writes the security headers it is given
 * and the answer in one call, gzipped from the answer's kept copy when the client accepts it
 * (a player's data is 148 KB of JSON: compressing it anew for every request cost more than
 * everything else the request did).
 */
export type HotListener = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  baseHeaders: http.OutgoingHttpHeaders,
) => boolean;

export function hotListener(hot: HotFetch): HotListener {
  return (req, res, baseHeaders) => {
    if (req.method !== 'GET') return false;
    const answer = hot({
      url: req.url ?? '/',
      cookie: req.headers.cookie,
      ifNoneMatch: req.headers['if-none-match'],
      clientAddress: req.socket.remoteAddress ?? 'unknown',
    });
    if (!answer) return false;
    const gzip = acceptsGzip(req);
    answer.then(
      (hotAnswer) => writeHot(hotAnswer, res, baseHeaders, gzip),
      // The lane answers its own errors; this is for a defect in it.
      (error: unknown) => {
        console.error('The hot lane failed:', error);
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { ...baseHeaders, 'content-type': 'application/json' });
        res.end(JSON.stringify(errorBody('internal', 'Something went wrong on our side.')));
      },
    );
    return true;
  };
}

/** Writes an answer as the compression wrapper would send it (see compressResponses). */
function writeHot(
  { status, headers, body, gzipped }: HotAnswer,
  res: http.ServerResponse,
  baseHeaders: http.OutgoingHttpHeaders,
  gzip: boolean,
): void {
  const head: http.OutgoingHttpHeaders = { ...baseHeaders, ...headers };
  let bytes = body;
  // A 304 has no body, and no length that would describe one.
  if (status !== 304) {
    if (body.byteLength >= MIN_GZIP_BYTES) {
      head.vary = 'Accept-Encoding';
      if (gzip) {
        bytes = gzipped?.() ?? zlib.gzipSync(body);
        head['content-encoding'] = 'gzip';
      }
    }
    head['content-length'] = bytes.byteLength;
  }
  res.writeHead(status, head);
  res.end(bytes);
}
