import { sql } from 'drizzle-orm';
import { RANK_STEP } from '@/domain/constants';
import type { LevelBatch, LevelState, TotalsDelta } from '@/domain/totals-delta';
import { type Db, queryRows } from '../../db/client';

/**
 * The import's set-based steps over the batch staged in `import_stage` (src/server/jobs/import/stage.ts):
 * each is one statement for the whole batch, driven through primary keys and the level index, so a
 * batch costs what its own levels cost however large the chain. What the batch changes in the
 * totals is worked out in src/domain/totals-delta.ts from the rows `batchLevels` returns.
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

/**
 * Finds the id of every player the batch names, creating those named for the first time (spelt
 * as on their first line), into `import_players`: one lookup in the name index per player, and
 * the later steps join this small table instead of looking every line's name up again.
 */
export async function resolvePlayers(db: Db): Promise<void> {
  await db.execute(sql`
    create temp table import_players (name_key text primary key, player_id int not null) on commit drop`);
  // Imports run one at a time and only they create players, so the conflict clause never fires;
  // it is there so that a name never goes without an id.
  await db.execute(sql`
    with names as (
      select distinct on (name_key) name_key, name, search_key from import_stage order by name_key, line),
    known as (
      select n.name_key, p.id from names n join players p on p.name_key = n.name_key),
    added as (
      insert into players (name, name_key, search_key)
      select n.name, n.name_key, n.search_key from names n where not exists (select 1 from known k where k.name_key = n.name_key)
      on conflict (name_key) do update set name_key = excluded.name_key
      returning name_key, id)
    insert into import_players select name_key, id from known union all select name_key, id from added`);
}

/**
 * Keeps the state of every level the batch names, read before any of its events goes in: the
 * best, plays, the venue's top and the best since `yearFrom`. That last one is the best itself
 * when it was set this year, and is looked up in the events only for a best of an earlier year.
 */
export async function keepLevelsBefore(db: Db, yearFrom: Date): Promise<void> {
  const from = yearFrom.toISOString();
  await db.execute(sql`
    create temp table import_before (
      player_id int, location_id int, game_id int, level smallint,
      high_score int, times int, top_score int, year_best int,
      primary key (player_id, location_id, game_id, level)
    ) on commit drop`);
  await db.execute(sql`
    insert into import_before
    select k.player_id, k.location_id, k.game_id, k.level, s.high_score, coalesce(s.times, 0), t.top_score,
      case
        when s.high_score is null then null
        when s.achieved_at >= ${from}::timestamptz then s.high_score
        else (select max(e.score) from score_events e
              where e.player_id = k.player_id and e.location_id = k.location_id and e.game_id = k.game_id
                and e.level = k.level and e.played_at >= ${from}::timestamptz)
      end
    from (select distinct p.player_id, st.location_id, st.game_id, st.level
          from import_stage st join import_players p using (name_key)) k
    left join scores s on s.player_id = k.player_id and s.location_id = k.location_id
      and s.game_id = k.game_id and s.level = k.level
    left join level_tops t on t.location_id = k.location_id and t.game_id = k.game_id and t.level = k.level`);
}

/**
 * Appends the batch's events to the log, in key order (each index is then written page after page
 * rather than all over); events already there are skipped. What was new is summed per level into
 * `import_levels`: the best, when it was first reached, the plays and the best since `yearFrom`.
 * Returns how many events were new.
 */
export async function appendEvents(db: Db, yearFrom: Date): Promise<number> {
  await db.execute(sql`
    create temp table import_events (
      player_id int, location_id int, game_id int, level smallint, played_at timestamptz, score int
    ) on commit drop`);
  await db.execute(sql`
    with added as (
      insert into score_events (player_id, location_id, game_id, level, played_at, score)
      select p.player_id, s.location_id, s.game_id, s.level, s.played_at, s.score
      from import_stage s join import_players p using (name_key)
      order by 1, 2, 3, 4, 5, 6
      on conflict do nothing
      returning player_id, location_id, game_id, level, played_at, score)
    insert into import_events select * from added`);
  await db.execute(sql`
    create temp table import_levels (
      player_id int, location_id int, game_id int, level smallint,
      best int, plays int, at timestamptz, year_best int
    ) on commit drop`);
  await db.execute(sql`
    insert into import_levels
    select player_id, location_id, game_id, level, max(score), count(*)::int,
      (array_agg(played_at order by score desc, played_at))[1],
      max(score) filter (where played_at >= ${yearFrom.toISOString()}::timestamptz)
    from import_events group by player_id, location_id, game_id, level`);
  const [added] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from import_events`);
  return added?.n ?? 0;
}

/** A level the batch brought new events for, with its state before. */
export interface BatchLevel extends LevelKey {
  before: LevelState;
  batch: LevelBatch;
}

/** The levels with new events, each with its state before the batch. */
export async function batchLevels(db: Db): Promise<BatchLevel[]> {
  const rows = await queryRows<{
    player_id: number;
    location_id: number;
    game_id: number;
    level: number;
    best: number;
    plays: number;
    year_best: number | null;
    high_score: number | null;
    times: number;
    top_score: number | null;
    before_year_best: number | null;
  }>(
    db,
    sql`
    select l.player_id, l.location_id, l.game_id, l.level, l.best, l.plays, l.year_best,
      b.high_score, b.times, b.top_score, b.year_best as before_year_best
    from import_levels l join import_before b using (player_id, location_id, game_id, level)
    order by l.player_id, l.location_id, l.game_id, l.level`,
  );
  return rows.map((r) => ({
    playerId: r.player_id,
    locationId: r.location_id,
    gameId: r.game_id,
    level: r.level,
    before: { highScore: r.high_score, times: r.times, top: r.top_score, yearBest: r.before_year_best },
    batch: { best: r.best, plays: r.plays, yearBest: r.year_best },
  }));
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

/**
 * Writes the batch's levels into `scores` (best kept, plays added; achieved_at stays the time of
 * the best event, earliest among equals: "as of" queries rely on it), marks their games as the
 * venues', and raises the levels' tops.
 */
export async function writeLevels(db: Db): Promise<void> {
  await db.execute(sql`
    insert into scores (player_id, location_id, game_id, level, high_score, times, achieved_at)
    select player_id, location_id, game_id, level, best, plays, at from import_levels
    order by player_id, location_id, game_id, level
    on conflict (player_id, location_id, game_id, level) do update set
      times = scores.times + excluded.times,
      high_score = greatest(scores.high_score, excluded.high_score),
      achieved_at = case
        when excluded.high_score > scores.high_score then excluded.achieved_at
        when excluded.high_score = scores.high_score then least(scores.achieved_at, excluded.achieved_at)
        else scores.achieved_at end`);
  // A venue that reports a game evidently has it.
  await db.execute(sql`
    insert into location_games (location_id, game_id)
    select distinct location_id, game_id from import_levels
    on conflict do nothing`);
  // Scores only ever rise, so a level's top is the higher of the old top and the batch's best.
  await db.execute(sql`
    insert into level_tops (location_id, game_id, level, top_score)
    select location_id, game_id, level, max(best) from import_levels
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
