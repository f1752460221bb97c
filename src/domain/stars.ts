/** Old-ranking stars for one level: 10 + (times - 1) x (level + 1) once played, else 0. */
export function levelStars(times: number, levelId: number): number {
  if (!(times > 0)) return 0;
  return 10 + (times - 1) * (levelId + 1);
}

/** Old-ranking stars over many levels. */
export function totalStars(levels: Iterable<{ times: number; levelId: number }>): number {
  let total = 0;
  for (const l of levels) total += levelStars(l.times, l.levelId);
  return total;
}
