import { MINI_TOURNAMENT_NAME_MAX_LENGTH } from './constants';

/** Why a (trimmed) game name is refused, or null when it is fine. */
export function gameNameProblem(name: string): string | null {
  if (name.trim().length === 0) return 'Enter a game name';
  if ([...name.trim()].length > MINI_TOURNAMENT_NAME_MAX_LENGTH) {
    return `Game names are at most ${MINI_TOURNAMENT_NAME_MAX_LENGTH} characters`;
  }
  return null;
}

/** Why a score is refused, or null when it is a whole number of at least 0. */
export function scoreProblem(score: number): string | null {
  return Number.isSafeInteger(score) && score >= 0 ? null : 'Scores are whole numbers of 0 or more';
}

/** A score as typed: blank clears it (null); digits give the number; anything else is refused. */
export function parseScoreInput(
  text: string,
): { readonly ok: true; readonly score: number | null } | { readonly ok: false; readonly error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, score: null };
  const score = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const problem = scoreProblem(score);
  return problem ? { ok: false, error: problem } : { ok: true, score };
}
