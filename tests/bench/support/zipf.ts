import { Random } from '../../../src/domain/random';

/**
 * Draws ranks 0..n-1 with Zipf popularity: rank k (from 0) is drawn with a probability
 * proportional to 1 / (k + 1)^s. Visitors ask for a few players very often and for most of them
 * rarely; s = 1.1 is a common fit for web popularity. Seeded, so two runs ask for the same URLs.
 */
export class Zipf {
  readonly #cumulative: Float64Array;
  readonly #random: Random;

  constructor(n: number, s: number, seed: number) {
    if (n < 1) throw new Error('Zipf needs at least one item');
    this.#cumulative = new Float64Array(n);
    let total = 0;
    for (let k = 0; k < n; k++) {
      total += 1 / (k + 1) ** s;
      this.#cumulative[k] = total;
    }
    this.#random = new Random(seed);
  }

  /** The next rank drawn. */
  next(): number {
    const cumulative = this.#cumulative;
    const target = this.#random.float() * (cumulative[cumulative.length - 1] as number);
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) <= target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A uniform float in [0, 1) from the same seeded source (to pick among a player's venues). */
  float(): number {
    return this.#random.float();
  }
}
