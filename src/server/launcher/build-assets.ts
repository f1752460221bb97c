import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptsEncoding, MIN_GZIP_BYTES } from './compression';

/**
 * The build's scripts and styles, named by their content, served from copies compressed once at
 * build time. Brotli at its best setting makes a script about a tenth smaller than the gzip the
 * server could afford on every request, and an answer made in advance needs none of the
 * validators (ETag, Last-Modified, Accept-Ranges) the adapter's file server adds: a name that
 * changes with the content is cached for good, so a browser never asks again. Both count on a
 * phone's connection: a player page loads a dozen scripts (docs/performance.md).
 */

/** The compressed copies written beside each file, best first. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Writes `name.br` (Brotli, best quality) and `name.gz` (gzip, level 9) beside every script,
 * style and SVG in `dir` that they make smaller. Run by the build, once: Brotli's best setting
 * takes about a second on all of them, far too long for a request.
 */
export function compressBuildAssets(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (COMPRESSED_SUFFIX.test(name) || !(path.extname(name) in TYPES) || !fs.statSync(file).isFile())
      continue;
    const raw = fs.readFileSync(file);
    const copies = {
      br: zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
        },
      }),
      gzip: zlib.gzipSync(raw, { level: 9 }),
    };
    for (const { coding, suffix } of CODINGS) {
      const copy = `${file}${suffix}`;
      if (copies[coding].byteLength < raw.byteLength) fs.writeFileSync(copy, copies[coding]);
      else fs.rmSync(copy, { force: true });
    }
  }
}

interface Asset {
  file: string;
  type: string;
  /** The codings it has a compressed copy in, best first. */
  codings: Array<(typeof CODINGS)[number]>;
}

/**
 * Answers a build asset's request, or says false for the usual way (the site's 404 page). When
 * a file it knew of cannot be read (a new build replaced it under the running server), it hands
 * the request to `usual` instead.
 */
export type AssetListener = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  baseHeaders: http.OutgoingHttpHeaders,
  usual: () => void,
) => boolean;

/**
 * Serves the files of `dir` under the path `prefix` (e.g. '/_astro/'), each in the best coding the
 * browser accepts that the build made a copy in, and a file too small to be worth compressing as
 * it is. A file is read on its first request and kept: the scripts a page loads come to a few
 * hundred KB.
 */
export function buildAssetListener(dir: string, prefix: string): AssetListener {
  const assets = new Map<string, Asset>();
  const names = fs.existsSync(dir) ? new Set(fs.readdirSync(dir)) : new Set<string>();
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    if (!type || COMPRESSED_SUFFIX.test(name)) continue;
    const codings = CODINGS.filter(({ suffix }) => names.has(`${name}${suffix}`));
    const file = path.join(dir, name);
    // A build made without the copies (`astro build` alone): gzip on the fly is still better.
    if (codings.length === 0 && fs.statSync(file).size >= MIN_GZIP_BYTES) continue;
    assets.set(`${prefix}${name}`, { file, type, codings });
  }
  const bodies = new Map<string, Promise<Buffer>>();
  const read = (file: string) => {
    let body = bodies.get(file);
    if (!body) {
      body = fs.promises.readFile(file);
      // A failed read is tried again on the next request.
      body.catch(() => bodies.delete(file));
      bodies.set(file, body);
    }
    return body;
  };

  return (req, res, baseHeaders, usual) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const asset = assets.get((req.url ?? '/').split('?')[0] ?? '/');
    if (!asset) return false;
    const chosen = asset.codings.find(({ coding }) => acceptsEncoding(req, coding));
    read(chosen ? `${asset.file}${chosen.suffix}` : asset.file).then(
      (body) => {
        res.writeHead(200, {
          ...baseHeaders,
          'Content-Type': asset.type,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Length': body.byteLength,
          ...(chosen ? { 'Content-Encoding': chosen.coding } : {}),
          ...(asset.codings.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => usual(),
    );
    return true;
  };
}
