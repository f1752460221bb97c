/**
 * Standard competition ranking of scores, highest first: ties share a position and the next
 * position skips (1, 2, 2, 4). Returns the positions in the input's order.
 */
export function competitionRanks(scores: readonly number[]): number[] {
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score);
  const ranks = new Array<number>(scores.length);
  let position = 0;
  let previous: number | undefined;
  for (const [i, entry] of order.entries()) {
    if (entry.score !== previous) {
      position = i + 1;
      previous = entry.score;
    }
    ranks[entry.index] = position;
  }
  return ranks;
}
