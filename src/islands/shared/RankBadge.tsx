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

const SHIELD = 'M50 4 L90 20 V50 C90 74 72 90 50 97 C28 90 10 74 10 50 V20 Z';
const CROWN = 'M30 26 L40 36 L50 22 L60 36 L70 26 L66 44 H34 Z';
/** Ids of the drawings a table of badges shares (RankBadgeDefs). */
const SHARED_SHIELD = 'rank-badge-shield';
const sharedGradient = (band: number) => `rank-badge-band-${band}`;

function Gradient({ id, band }: { id: string; band: number }) {
  const [dark, light] = BAND_COLOURS[band] ?? BAND_COLOURS[0];
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={light} />
      <stop offset="1" stopColor={dark} />
    </linearGradient>
  );
}

/**
 * The shield and the band gradients, once, for a table of badges drawn with `shared`: each badge
 * then refers to them instead of carrying its own copy. A board of a hundred players was 61 KB of
 * SVG and 400 more elements, and its hundred gradients all had the same id.
 */
export function RankBadgeDefs() {
  return (
    <svg className="rank-badge-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        <path id={SHARED_SHIELD} d={SHIELD} />
        {BAND_COLOURS.map(([dark], band) => (
          <Gradient key={dark} id={sharedGradient(band)} band={band} />
        ))}
      </defs>
    </svg>
  );
}

interface Props {
  /** The player's rank, floor(local score / 25000). */
  rank: number;
  size?: 'small' | 'large';
  /** Draw with the page's RankBadgeDefs rather than a copy of its own. */
  shared?: boolean;
}

/** The rank badge: the rank in a shield coloured by its band (10-19 ... 90-99, 100+). */
export function RankBadge({ rank, size = 'small', shared = false }: Props) {
  const band = rankBand(rank);
  const [dark, light] = BAND_COLOURS[band] ?? BAND_COLOURS[0];
  const px = size === 'large' ? 120 : 36;
  const id = shared ? sharedGradient(band) : `rank-${band}-${size}`;
  const shield = { fill: `url(#${id})`, stroke: dark, strokeWidth: '4' };
  return (
    <svg
      className={`rank-badge rank-badge--${size}`}
      width={px}
      height={px}
      viewBox="0 0 100 100"
      role="img"
      aria-label={`Rank ${rank} (band ${rankBandLabel(band)})`}
    >
      {shared ? (
        <use href={`#${SHARED_SHIELD}`} {...shield} />
      ) : (
        <>
          <defs>
            <Gradient id={id} band={band} />
          </defs>
          <path d={SHIELD} {...shield} />
        </>
      )}
      {band >= 10 && <path d={CROWN} fill={light} opacity="0.9" />}
      {/* White on a black outline, centred (components.css: the same on every badge). */}
      <text className="rank-badge__rank" x="50" y={band >= 10 ? 72 : 62} fontSize={rank >= 100 ? 30 : 36}>
        {rank}
      </text>
    </svg>
  );
}
