import { encode } from 'uqr';
import { escapeHtml } from './html';

/** A QR code drawn as SVG: its markup and its width in modules (the quiet zone included). */
interface QrSvg {
  svg: string;
  modules: number;
}

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * `text` as a QR code in SVG, dark modules on white, one unit per module. Error correction M: a TV
 * shows it sharp, but a phone may read it at an angle through glare. Each row's runs of dark modules
 * are one rectangle of the path (a module each made the markup four times longer). The same text
 * always gives the same markup, so a kept page does not change for it.
 */
export function qrSvg(text: string, label: string): QrSvg {
  const qr = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  qr.data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  const size = qr.size;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" ` +
    `aria-label="${escapeHtml(label)}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
  return { svg, modules: size };
}
