import { Random } from '../../domain/random';
import {
  TOC_ANONYMOUS_SHARE,
  TOC_GAME_COUNT,
  TOC_GAME_POOL,
  TOC_MAX_SCORE,
  TOC_MIN_SCORE,
  TOC_NAME_POOL,
  TOC_PLAYER_COUNT,
} from './constants';

/** One player's line: a score per game (in `games` order) and their sum. */
interface TocRow {
  /** 1-based place on the board. */
  readonly position: number;
  readonly name: string;
  readonly isAnonymous: boolean;
  readonly scores: readonly number[];
  readonly total: number;
}

/** The sample board of the Tournament of Champions 2026 demo. */
interface TocLeaderboard {
  readonly games: readonly string[];
  /** Best total first. */
  readonly rows: readonly TocRow[];
}

/**
 * A made-up board: 8 games, 8 players with a score on each, sorted by total (ties by name), and 30%
 * of the players on average (2 or 3) shown as 'Anonymous #1', 'Anonymous #2', ... numbered top to
 * bottom. The same seed always gives the same board.
 */
export function sampleLeaderboard(seed: number): TocLeaderboard {
  const random = new Random(seed);
  const games = random.shuffle(TOC_GAME_POOL).slice(0, TOC_GAME_COUNT);
  const players = random
    .shuffle(TOC_NAME_POOL)
    .slice(0, TOC_PLAYER_COUNT)
    .map((name) => {
      const scores = games.map(() => random.int(TOC_MIN_SCORE / 10, TOC_MAX_SCORE / 10) * 10);
      return { name, scores, total: scores.reduce((sum, s) => sum + s, 0) };
    })
    .sort((a, b) => b.total - a.total || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  // 30% of 8 is 2.4 names: 2 or 3 of them, drawn so that 30% holds on average.
  const hiddenCount = random.roundRandomly(TOC_PLAYER_COUNT * TOC_ANONYMOUS_SHARE);
  const hidden = new Set(random.shuffle(players.map((_, i) => i)).slice(0, hiddenCount));
  let anonymous = 0;
  const rows = players.map((p, i): TocRow => {
    const isAnonymous = hidden.has(i);
    if (isAnonymous) anonymous++;
    return {
      position: i + 1,
      name: isAnonymous ? `Anonymous #${anonymous}` : p.name,
      isAnonymous,
      scores: p.scores,
      total: p.total,
    };
  });
  return { games, rows };
}
