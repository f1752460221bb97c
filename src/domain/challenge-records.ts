/** A challenge's game level from a text box: a number, 0 when empty or not a number. */
export function coerceGameLevel(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string' && value.trim() === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/**
 * A new score record from the form, or null when it may not be added: the
 * score must be a whole number above 0 and the display name is required.
 */
export function scoreRecordInput(
  score: string,
  displayName: string,
): { score: number; displayName: string } | null {
  const name = displayName.trim();
  const s = score.trim() === '' ? Number.NaN : Number(score);
  if (name === '' || !Number.isInteger(s) || s <= 0) return null;
  return { score: s, displayName: name };
}

/** Records best first: by score, highest to lowest (a copy; equal scores keep their order). */
export function sortRecords<T extends { score: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.score - a.score);
}
