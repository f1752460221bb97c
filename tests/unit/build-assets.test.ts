import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuildAssets } from '../../src/server/launcher/build-assets';

/** A build's asset folder: a script worth compressing, one too small to gain, and an image. */
const dir = mkdtempSync(path.join(tmpdir(), 'build-assets-'));
const SCRIPT = 'export function greet(name){return "Hello, "+name+"!"}\n'.repeat(400);
writeFileSync(path.join(dir, 'app.Ab12.js'), SCRIPT);
writeFileSync(path.join(dir, 'x.Cd34.js'), 'a');
writeFileSync(path.join(dir, 'logo.Ef56.png'), Buffer.alloc(300, 7));

beforeAll(() => compressBuildAssets(dir));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compressBuildAssets', () => {
  it('writes Brotli and gzip copies of what they make smaller, and no others', () => {
    const br = readFileSync(path.join(dir, 'app.Ab12.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.Ab12.js.gz'))).toString()).toBe(SCRIPT);
    expect(br.byteLength).toBeLessThan(SCRIPT.length / 10);
    expect(existsSync(path.join(dir, 'x.Cd34.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.Ef56.png.br'))).toBe(false);
  });
});
