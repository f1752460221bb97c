import { persistentAtom } from '@nanostores/persistent';
import {
  currentBaseline,
  decodeBaselines,
  type MonthlyBaselines,
  monthlyKey,
  monthOf,
} from '../domain/monthly-score';

/** localStorage key of the monthly-score baselines (per venue and player). */
const MONTHLY_SCORES_KEY = 'monthlyScores';

function decode(raw: string): MonthlyBaselines {
  try {
    return decodeBaselines(JSON.parse(raw));
  } catch {
    return {};
  }
}

/** The stored monthly-score baselines (see domain/monthly-score.ts for what the figure means). */
export const $monthlyBaselines = persistentAtom<MonthlyBaselines>(
  MONTHLY_SCORES_KEY,
  {},
  { encode: JSON.stringify, decode },
);

/** Stores a baseline for the player at the venue if there is none for this month yet. */
export function trackMonthlyScore(
  locationId: number,
  playerName: string,
  score: number,
  now = new Date(),
): void {
  const key = monthlyKey(locationId, playerName);
  const stored = $monthlyBaselines.get()[key];
  const baseline = currentBaseline(stored, score, monthOf(now));
  if (baseline !== stored) $monthlyBaselines.set({ ...$monthlyBaselines.get(), [key]: baseline });
}

/** 'Reset Monthly Score': the baseline becomes the current score, so the monthly score is 0 again. */
export function resetMonthlyScore(
  locationId: number,
  playerName: string,
  score: number,
  now = new Date(),
): void {
  $monthlyBaselines.set({
    ...$monthlyBaselines.get(),
    [monthlyKey(locationId, playerName)]: { score, month: monthOf(now) },
  });
}
