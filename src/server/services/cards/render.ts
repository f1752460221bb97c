import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori from 'satori';
import { CARD_SIZE } from '../../../domain/share-card';
import { PreparedBody } from '../prepared-body';
import { cardFonts } from './fonts';

/**
 * Draws a card: satori lays the element out into SVG with the shipped font, resvg paints the SVG
 * into a PNG. It costs tens of milliseconds of CPU, so each card is kept per data version (see
 * ShareReads) and drawn only when asked for.
 */
export async function renderCard(element: ReactNode): Promise<PreparedBody> {
  const svg = await satori(element, { ...CARD_SIZE, fonts: await cardFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_SIZE.width } }).render().asPng();
  return new PreparedBody(new Uint8Array(png), 'image/png');
}
