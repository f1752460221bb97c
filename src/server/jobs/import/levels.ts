import { sql } from 'drizzle-orm';
import { RANK_STEP } from '../../../domain/constants';
import type { LevelState, TotalsDelta } from '../../../domain/totals-delta';
import { type Db, queryRows } from '../../db/client';

/**
 * The import's reads and writes of the per-level state (scores, level tops) and the totals built
 * on them. Every statement takes its rows as array parameters and is driven through primary keys
 * or the level index: a batch costs what its own levels cost, however large the chain.
 */

/** One level of a player at a venue. */
export interface LevelKey {
  playerId: number;
  locationId: number;
  gameId: number;
  level: number;
}

export const levelKey = (k: LevelKey) => `${k.playerId}|${k.locationId}|${k.gameId}|${k.level}`;

const ints = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
const smallints = (values: readonly number[]) => sql`${sql.param([...values])}::smallint[]`;

/** The levels as they stand: best, plays, the venue's top and the best since `yearFrom`, in order. */
export async function levelsNow(db: Db, keys: readonly LevelKey[], yearFrom: Date): Promise<LevelState[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{
    i: string;
    high_score: number | null;
    times: number | null;
    top_score: number | null;
    year_best: number | null;
  }>(
    db,
    sql`
    select n.i, s.high_score, s.times, t.top_score, y.best as year_best
    from unnest(${ints(keys.map((k) => k.playerId))}, ${ints(keys.map((k) => k.locationId))},
      ${ints(keys.map((k) => k.gameId))}, ${smallints(keys.map((k) => k.level))})
      with ordinality as n(player_id, location_id, game_id, level, i)
    left join scores s on s.player_id = n.player_id and s.location_id = n.location_id
      and s.game_id = n.game_id and s.level = n.level
    left join level_tops t on t.location_id = n.location_id and t.game_id = n.game_id and t.level = n.level
    left join lateral (
      select max(e.score) as best from score_events e
      where e.player_id = n.player_id and e.location_id = n.location_id and e.game_id = n.game_id
        and e.level = n.level and e.played_at >= ${yearFrom.toISOString()}::timestamptz
    ) y on true`,
  );
  const states: LevelState[] = new Array(keys.length);
  for (const r of rows)
    states[Number(r.i) - 1] = {
      highScore: r.high_score,
      times: r.times ?? 0,
      top: r.top_score,
      yearBest: r.year_best,
    };
  return states;
}

/** A level whose top rose: who held the old one lose it. */
export interface RaisedTop {
  locationId: number;
  gameId: number;
  level: number;
  oldTop: number;
}

/** The levels (of any player) that hold a top which is about to rise, found through the level index. */
export async function topHolders(db: Db, raised: readonly RaisedTop[]): Promise<LevelKey[]> {
  if (raised.length === 0) return [];
  const rows = await queryRows<{ player_id: number; location_id: number; game_id: number; level: number }>(
    db,
    sql`
    select s.player_id, s.location_id, s.game_id, s.level
    from unnest(${ints(raised.map((r) => r.locationId))}, ${ints(raised.map((r) => r.gameId))},
      ${smallints(raised.map((r) => r.level))}, ${ints(raised.map((r) => r.oldTop))}) as b(location_id, game_id, level, top)
    join scores s on s.location_id = b.location_id and s.game_id = b.game_id and s.level = b.level
      and s.high_score = b.top`,
  );
  return rows.map((r) => ({
    playerId: r.player_id,
    locationId: r.location_id,
    gameId: r.game_id,
    level: r.level,
  }));
}

/** A level's new best, plays and when the best was first reached. */
export interface LevelWrite extends LevelKey {
  best: number;
  plays: number;
  /** The best's time, ISO 8601. */
  at: string;
}

/**
 * Writes the batch's levels into `scores` (best kept, plays added; achieved_at stays the time of
 * the best event, earliest among equals: "as of" queries rely on it), marks their games as the
 * venues', and raises the levels' tops.
 */
export async function writeLevels(db: Db, levels: readonly LevelWrite[]): Promise<void> {
  const col = (pick: (l: LevelWrite) => number) => ints(levels.map(pick));
  const level = smallints(levels.map((l) => l.level));
  await db.execute(sql`
    insert into scores (player_id, location_id, game_id, level, high_score, times, achieved_at)
    select * from unnest(${col((l) => l.playerId)}, ${col((l) => l.locationId)}, ${col((l) => l.gameId)},
      ${level}, ${col((l) => l.best)}, ${col((l) => l.plays)}, ${sql.param(levels.map((l) => l.at))}::timestamptz[])
    on conflict (player_id, location_id, game_id, level) do update set
      times = scores.times + excluded.times,
      high_score = greatest(scores.high_score, excluded.high_score),
      achieved_at = case
        when excluded.high_score > scores.high_score then excluded.achieved_at
        when excluded.high_score = scores.high_score then least(scores.achieved_at, excluded.achieved_at)
        else scores.achieved_at end`);
  // A venue that reports a game evidently has it.
  const venueGames = new Map(levels.map((l) => [`${l.locationId}|${l.gameId}`, l]));
  const pairs = [...venueGames.values()];
  await db.execute(sql`
    insert into location_games (location_id, game_id)
    select * from unnest(${ints(pairs.map((l) => l.locationId))}, ${ints(pairs.map((l) => l.gameId))})
    on conflict do nothing`);
  // Scores only ever rise, so a level's top is the higher of the old top and the batch's best.
  await db.execute(sql`
    insert into level_tops (location_id, game_id, level, top_score)
    select location_id, game_id, level, max(best)
    from unnest(${col((l) => l.locationId)}, ${col((l) => l.gameId)}, ${level}, ${col((l) => l.best)})
      as n(location_id, game_id, level, best)
    group by location_id, game_id, level
    on conflict (location_id, game_id, level) do update set top_score = greatest(level_tops.top_score, excluded.top_score)`);
}

/** Adds the deltas to the players' figures at their venues (a first score there starts them at 0). */
export async function addToTotals(db: Db, deltas: readonly TotalsDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const col = (pick: (d: TotalsDelta) => number) => ints(deltas.map(pick));
  const bigs = (pick: (d: TotalsDelta) => number) => sql`${sql.param(deltas.map(pick))}::bigint[]`;
  await db.execute(sql`
    insert into player_totals as p (player_id, location_id, total_score, levels_played, top_scores, player_rank, stars, yearly_score, updated_at)
    select d.player_id, d.location_id, d.total, d.levels_played, d.top_scores, floor(d.total / ${RANK_STEP})::int,
      d.stars, d.yearly, now()
    from unnest(${col((d) => d.playerId)}, ${col((d) => d.locationId)}, ${bigs((d) => d.total)},
      ${col((d) => d.levelsPlayed)}, ${col((d) => d.topScores)}, ${bigs((d) => d.stars)}, ${bigs((d) => d.yearly)})
      as d(player_id, location_id, total, levels_played, top_scores, stars, yearly)
    on conflict (player_id, location_id) do update set
      total_score = p.total_score + excluded.total_score,
      levels_played = p.levels_played + excluded.levels_played,
      top_scores = p.top_scores + excluded.top_scores,
      player_rank = floor((p.total_score + excluded.total_score) / ${RANK_STEP})::int,
      stars = p.stars + excluded.stars,
      yearly_score = p.yearly_score + excluded.yearly_score,
      updated_at = excluded.updated_at`);
}
