import { rankBand, rankBandLabel } from '../../domain/rank';

// One colour pair per band, from bronze (rank 0-9) to the top band (100+).
const BAND_COLOURS = [
  ['#8a5a3b', '#c28a5c'],
  ['#7d7f86', '#c3c6cf'],
  ['#b8860b', '#f4d35e'],
  ['#1f8a70', '#5fe0b7'],
  ['#1769aa', '#6fb7ff'],
  ['#5b3cc4', '#a78bfa'],
  ['#b0306a', '#ff7ab6'],
  ['#c2410c', '#ffb36b'],
  ['#0e7490', '#67e8f9'],
  ['#4338ca', '#c7d2fe'],
  ['#111827', '#ffd23f'],
] as const;

interface Props {
  /** The player's rank, floor(local score / 25000). */
  rank: number;
  size?: 'small' | 'large';
}

/** The rank badge: the rank in a shield coloured by its band (10-19 ... 90-99, 100+). */
export function RankBadge({ rank, size = 'small' }: Props) {
  const band = rankBand(rank);
  const [dark, light] = BAND_COLOURS[band] ?? BAND_COLOURS[0];
  const px = size === 'large' ? 120 : 36;
  const id = `rank-${band}-${size}`;
  return (
    <svg
      className={`rank-badge rank-badge--${size}`}
      width={px}
      height={px}
      viewBox="0 0 100 100"
      role="img"
      aria-label={`Rank ${rank} (band ${rankBandLabel(band)})`}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path
        d="M50 4 L90 20 V50 C90 74 72 90 50 97 C28 90 10 74 10 50 V20 Z"
        fill={`url(#${id})`}
        stroke={dark}
        strokeWidth="4"
      />
      {band >= 10 && <path d="M30 26 L40 36 L50 22 L60 36 L70 26 L66 44 H34 Z" fill={light} opacity="0.9" />}
      <text
        x="50"
        y={band >= 10 ? 72 : 62}
        textAnchor="middle"
        fontSize={rank >= 100 ? 30 : 36}
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
