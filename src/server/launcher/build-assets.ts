import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The build's scripts and styles, named by their content, get copies compressed once at build
 * time, which the server sends as they are (sirv, site-server.ts): Brotli at its best setting
 * makes a script about a tenth smaller than what the server could afford on every request.
 */

/** The compressed copies written beside each file, best first. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** The text files worth compressing. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json']);

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
    if (COMPRESSED_SUFFIX.test(name) || !COMPRESSIBLE.has(path.extname(name)) || !fs.statSync(file).isFile())
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
