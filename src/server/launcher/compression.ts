import type http from 'node:http';
import zlib from 'node:zlib';

/** Bodies worth compressing: text of every kind (pages, scripts, styles, JSON, SVG). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this, the coding's own framing eats the saving. */
export const MIN_GZIP_BYTES = 1024;

/**
 * True when the request's Accept-Encoding allows `coding` ('gzip', 'br'): named with a q above 0,
 * or not named while `*` is allowed.
 */
export function acceptsEncoding(req: http.IncomingMessage, coding: string): boolean {
  const accept = req.headers['accept-encoding'];
  if (typeof accept !== 'string') return false;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)));
  }
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/** True when the request's Accept-Encoding allows gzip. */
export const acceptsGzip = (req: http.IncomingMessage): boolean => acceptsEncoding(req, 'gzip');

function worthCompressing(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const length = Number(res.getHeader('content-length') ?? Number.NaN);
  return (
    req.method !== 'HEAD' &&
    ![204, 206, 304].includes(res.statusCode) &&
    COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')) &&
    !res.hasHeader('content-encoding') &&
    !String(res.getHeader('cache-control') ?? '').includes('no-transform') &&
    !(length < MIN_GZIP_BYTES)
  );
}

type Args = unknown[];
const isCallback = (a: unknown): a is () => void => typeof a === 'function';

/**
 * Brotli's quality for bodies compressed as they are sent: at 5 a page of 100 KB takes about
 * 1.5 ms, like gzip, and comes out about a tenth smaller; the best setting (11) would take 100 ms.
 */
const STREAMING_BROTLI_QUALITY = 5;

/** The coding a request's answer goes out in: Brotli when the client takes it, else gzip. */
export function preferredEncoding(req: http.IncomingMessage): 'br' | 'gzip' | undefined {
  if (acceptsEncoding(req, 'br')) return 'br';
  return acceptsGzip(req) ? 'gzip' : undefined;
}

function compressor(coding: 'br' | 'gzip'): zlib.BrotliCompress | zlib.Gzip {
  return coding === 'br'
    ? zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMING_BROTLI_QUALITY },
      })
    : zlib.createGzip();
}

/** Adds Accept-Encoding to the answer's Vary, once. */
export function varyOnEncoding(res: http.ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return;
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Makes `res` send its body compressed (Brotli, or gzip for a client without it) when the client
 * accepts it and the body is text: the pages, scripts, styles and JSON otherwise travel
 * uncompressed, several times larger, which on a phone's connection is most of the time to first
 * render. Whoever writes the response (Astro's handler, its static files, the API) stays
 * unchanged: the choice is made when the headers go out, and the body streams through zlib from
 * there. An answer that comes compressed already goes as it is.
 */
export function compressResponses(req: http.IncomingMessage, res: http.ServerResponse): void {
  const coding = preferredEncoding(req);
  const writeHead = res.writeHead.bind(res) as (...args: Args) => http.ServerResponse;
  const write = res.write.bind(res) as (...args: Args) => boolean;
  const end = res.end.bind(res) as (...args: Args) => http.ServerResponse;
  let zip: zlib.BrotliCompress | zlib.Gzip | undefined;

  function startCompressing(coding: 'br' | 'gzip'): zlib.BrotliCompress | zlib.Gzip {
    const stream = compressor(coding);
    stream.on('data', (data: Buffer) => {
      // The socket is full: hold the compressed output until it drains.
      if (!write(data)) {
        stream.pause();
        res.once('drain', () => stream.resume());
      }
    });
    // Whoever writes waits for the response's 'drain' when a write returns false.
    stream.on('drain', () => res.emit('drain'));
    stream.on('end', () => end());
    res.once('close', () => stream.destroy());
    return stream;
  }

  res.writeHead = ((status: number, ...rest: Args) => {
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined;
    const headers = rest[0];
    // Headers given here join those set before, so the choice sees them all.
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(String(headers[i]), headers[i + 1]);
    else if (headers && typeof headers === 'object')
      for (const [name, value] of Object.entries(headers as http.OutgoingHttpHeaders))
        if (value !== undefined) res.setHeader(name, value);
    res.statusCode = status;
    if (worthCompressing(req, res)) {
      varyOnEncoding(res);
      if (coding) {
        res.setHeader('Content-Encoding', coding);
        res.removeHeader('Content-Length');
        zip = startCompressing(coding);
      }
    }
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as typeof res.writeHead;

  res.write = ((chunk: string | Uint8Array, ...rest: Args) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!zip) return write(chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    return zip.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk, rest.find(isCallback));
  }) as typeof res.write;

  res.end = ((...args: Args) => {
    const callback = args.find(isCallback);
    const chunk = isCallback(args[0]) ? undefined : (args[0] as string | Uint8Array | null | undefined);
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    if (!res.headersSent) {
      // The whole body in one go: its length decides whether compressing is worth it.
      if (chunk != null && !res.hasHeader('content-length'))
        res.setHeader('Content-Length', Buffer.byteLength(chunk, encoding));
      res.writeHead(res.statusCode);
    }
    if (!zip) return end(...args);
    if (callback) res.once('finish', callback);
    if (chunk != null) zip.end(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
    else zip.end();
    return res;
  }) as typeof res.end;
}
