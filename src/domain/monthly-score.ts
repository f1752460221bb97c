import { playerNameKey } from './player-name';

/**
 * Monthly score of the older UI's Account Summary, stored in this browser per venue and player.
 *
 * The site keeps no score history per month, so the older UI measures it on this browser: the
 * local score gained since a baseline. The baseline is the local score when the player was
 * first viewed at the venue in the current calendar month (so it starts again each month), or
 * when 'Reset Monthly Score' was pressed. It never goes below 0.
 */

/** The stored starting point of a monthly score. */
interface MonthlyBaseline {
  /** The local score at the baseline. */
  score: number;
  /** The calendar month it belongs to, 'YYYY-MM' (the browser's time zone). */
  month: string;
}

/** Stored baselines by {@link monthlyKey}. */
export type MonthlyBaselines = Record<string, MonthlyBaseline>;

/** The calendar month of an instant in the browser's time zone, 'YYYY-MM'. */
export function monthOf(instant: Date): string {
  return `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}`;
}

/** The storage key of a player at a venue; names match case-insensitively, as everywhere. */
export function monthlyKey(locationId: number, playerName: string): string {
  return `${locationId}:${playerNameKey(playerName)}`;
}

/** The baseline to use now: the stored one when it is of this month, else a new one at the current score. */
export function currentBaseline(
  stored: MonthlyBaseline | undefined,
  score: number,
  month: string,
): MonthlyBaseline {
  return stored && stored.month === month && Number.isFinite(stored.score) ? stored : { score, month };
}

/** The score gained since the baseline (0 when the score is not above it). */
export function monthlyScore(baseline: MonthlyBaseline, score: number): number {
  return Math.max(0, score - baseline.score);
}

/** Keeps only well-formed baselines from stored JSON. */
export function decodeBaselines(raw: unknown): MonthlyBaselines {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: MonthlyBaselines = {};
  for (const [k, v] of Object.entries(raw)) {
    if (!v || typeof v !== 'object') continue;
    const { score, month } = v as Record<string, unknown>;
    if (
      typeof score === 'number' &&
      Number.isFinite(score) &&
      typeof month === 'string' &&
      /^\d{4}-\d{2}$/.test(month)
    )
      out[k] = { score, month };
  }
  return out;
}
