import { rankBand, rankBandLabel } from '../../domain/rank';
import { BAND_COLOURS, bandColours, CROWN_PATH, SHIELD_PATH } from '../../domain/rank-colours';

/** Ids of the drawings a table of badges shares (RankBadgeDefs). */
const SHARED_SHIELD = 'rank-badge-shield';
const sharedGradient = (band: number) => `rank-badge-band-${band}`;

function Gradient({ id, band }: { id: string; band: number }) {
  const [dark, light] = bandColours(band);
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
        <path id={SHARED_SHIELD} d={SHIELD_PATH} />
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
  const [dark, light] = bandColours(band);
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
          <path d={SHIELD_PATH} {...shield} />
        </>
      )}
      {band >= 10 && <path d={CROWN_PATH} fill={light} opacity="0.9" />}
      {/* White on a black outline, centred (components.css: the same on every badge). */}
      <text className="rank-badge__rank" x="50" y={band >= 10 ? 72 : 62} fontSize={rank >= 100 ? 30 : 36}>
        {rank}
      </text>
    </svg>
  );
}
