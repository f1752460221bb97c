import { rankBand, rankBandLabel } from '@/domain/rank';

// The older artwork: a round medal on a ribbon, metal by rank band (bronze, silver, gold, then gems).
const METALS = [
  ['#6e4426', '#c28a5c'],
  ['#5d6068', '#d4d7de'],
  ['#8f6a08', '#f4d35e'],
  ['#16705a', '#6fe6c0'],
  ['#17548a', '#7cc0ff'],
  ['#4a2fa6', '#b39dff'],
  ['#93235a', '#ff8cc2'],
  ['#a2380b', '#ffba7a'],
  ['#0b6276', '#7eeefc'],
  ['#3a2fb0', '#d3d9ff'],
  ['#1a1a1a', '#ffd23f'],
] as const;

/**
 * The old rank badge: the same rank as the new rank image (floor(local score / 25000)) in the
 * older medal artwork, so players who knew the old badges still recognise their level.
 */
export function OldRankBadge({ rank }: { rank: number }) {
  const band = rankBand(rank);
  const [dark, light] = METALS[band] ?? METALS[0];
  const id = `old-rank-${band}`;
  return (
    <svg
      className="old-rank-badge"
      width="120"
      height="120"
      viewBox="0 0 100 100"
      role="img"
      aria-label={`Old rank badge: rank ${rank} (band ${rankBandLabel(band)})`}
    >
      <defs>
        <radialGradient id={id} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </radialGradient>
      </defs>
      <path d="M30 4 H46 L40 40 H24 Z" fill={dark} />
      <path d="M54 4 H70 L76 40 H60 Z" fill={dark} />
      <circle cx="50" cy="62" r="34" fill={`url(#${id})`} stroke={dark} strokeWidth="4" />
      <circle cx="50" cy="62" r="26" fill="none" stroke={light} strokeWidth="2" strokeDasharray="3 3" />
      <text
        x="50"
        y="73"
        textAnchor="middle"
        fontSize={rank >= 100 ? 26 : 30}
        fontWeight="900"
        fill="#fff"
        stroke="#000"
        strokeWidth="1.5"
        paintOrder="stroke"
      >
        {rank}
      </text>
    </svg>
  );
}
