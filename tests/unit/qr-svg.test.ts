import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../src/domain/qr-svg';

const URL_TEXT = 'https://arcade.example.com/leaderboards/12';

/** The dark modules the SVG's path draws, as a grid (each `M x y h w v1 h-w z` a run of one row). */
function modulesOf(svg: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const path = /<path[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

/** Whether a 7×7 finder pattern (a ring around a 3×3 block) stands at (x, y). */
function finderAt(grid: boolean[][], x: number, y: number): boolean {
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 7; c++) {
      const ring = r === 0 || r === 6 || c === 0 || c === 6;
      const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
      if (grid[y + r]?.[x + c] !== (ring || core)) return false;
    }
  return true;
}

describe('the QR code of an address', () => {
  it('is the same markup each time for the same address, and another for another', () => {
    expect(qrSvg(URL_TEXT, 'label').svg).toBe(qrSvg(URL_TEXT, 'label').svg);
    expect(qrSvg(`${URL_TEXT}3`, 'label').svg).not.toBe(qrSvg(URL_TEXT, 'label').svg);
  });

  it('has 29 modules and a quiet zone of 4 on each side for a short address (version 3)', () => {
    const { svg, modules } = qrSvg(URL_TEXT, 'label');
    expect(modules).toBe(29 + 2 * 4);
    expect(svg).toContain(`viewBox="0 0 ${modules} ${modules}"`);
    const grid = modulesOf(svg, modules);
    for (let i = 0; i < modules; i++) {
      for (const edge of [0, 1, 2, 3, modules - 4, modules - 3, modules - 2, modules - 1]) {
        expect(grid[edge]?.[i]).toBe(false);
        expect(grid[i]?.[edge]).toBe(false);
      }
    }
  });

  it('draws exactly the modules of the encoded address, with its three finder patterns', () => {
    const { svg, modules } = qrSvg(URL_TEXT, 'label');
    const grid = modulesOf(svg, modules);
    expect(grid).toEqual(encode(URL_TEXT, { ecc: 'M', border: 4 }).data);
    expect(finderAt(grid, 4, 4)).toBe(true);
    expect(finderAt(grid, modules - 11, 4)).toBe(true);
    expect(finderAt(grid, 4, modules - 11)).toBe(true);
    expect(finderAt(grid, modules - 11, modules - 11)).toBe(false);
  });

  it('is an image named by its label, the label escaped', () => {
    const { svg } = qrSvg(URL_TEXT, 'QR code of "a" & <b>');
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain('aria-label="QR code of &quot;a&quot; &amp; &lt;b&gt;"');
  });
});
