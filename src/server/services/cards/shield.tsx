import { rankBand } from '../../../domain/rank';
import { bandColours, CROWN_PATH, SHIELD_PATH } from '../../../domain/rank-colours';
import { CARD_FONT_FAMILY } from './fonts';

/**
 * The rank badge as the pages draw it (islands/shared/RankBadge.tsx): the band's gradient in the
 * shield, the crown on the top band, the rank in white on a dark outline. The rank is satori's
 * text over the drawing, since resvg would need the font again to draw SVG text.
 */
export function CardShield({ rank, size }: { rank: number; size: number }) {
  const band = rankBand(rank);
  const [dark, light] = bandColours(band);
  const id = `band-${band}`;
  const digits = String(rank).length;
  return (
    <div style={{ display: 'flex', position: 'relative', width: size, height: size }}>
      {/* Painted into the PNG: the card itself carries the alternative text (og:image:alt). */}
      <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        </defs>
        <path d={SHIELD_PATH} fill={`url(#${id})`} stroke={dark} strokeWidth="4" />
        {band >= 10 && <path d={CROWN_PATH} fill={light} opacity="0.9" />}
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: band >= 10 ? size * 0.22 : size * 0.12,
          width: size,
          height: size * 0.8,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontFamily: CARD_FONT_FAMILY,
          fontWeight: 800,
          fontSize: size * (digits >= 3 ? 0.28 : 0.36),
          color: '#ffffff',
          textShadow: '0 0 6px #000000, 0 0 2px #000000',
        }}
      >
        {String(rank)}
      </div>
    </div>
  );
}
