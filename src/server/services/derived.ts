import { type SQL, sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID, RANK_STEP } from '../../domain/constants';
import { type Db, queryRows } from '../db/client';
import { readState, writeState } from './app-state';
import { yearlyTotals } from './as-of';

/**
 * Upkeep of the derived tables (level_tops, player_totals) from the scores. Seed and rollover call
 * these inside their transaction, so a reader always sees figures that agree with the scores.
 * The formulas are those of docs/product.md ("Figures"); the tests check them against src/domain.
 */

/**
 * What to bring up to date: every player of some venues. (The import adds to the totals what its
 * own levels changed instead: src/server/jobs/import/levels.ts.)
 */
export type Scope = { locationIds: readonly number[] };

const ids = (values: readonly number[]) => sql.param([...values]);

const isEmpty = (scope: Scope) => scope.locationIds.length === 0;

/** Limits `alias`'s rows to the scope's venues. */
function inScope(scope: Scope, alias: string): SQL {
  return sql`${sql.raw(alias)}.location_id = any(${ids(scope.locationIds)}::int[])`;
}

/** Recomputes every level top score of the venues (the import raises them as scores come in). */
export async function refreshLevelTops(db: Db, locationIds: readonly number[]): Promise<void> {
  if (locationIds.length === 0) return;
  await db.execute(sql`
    delete from level_tops where location_id = any(${ids(locationIds)}::int[])`);
  await db.execute(sql`
    insert into level_tops (location_id, game_id, level, top_score)
    select location_id, game_id, level, max(high_score)
    from scores where location_id = any(${ids(locationIds)}::int[])
    group by location_id, game_id, level`);
}

/**
 * Recomputes total, levels played, top scores, rank and stars from the scores. Level tops must be
 * current. The hidden room counts for none of them.
 */
export async function refreshPlayerTotals(db: Db, scope: Scope): Promise<void> {
  if (isEmpty(scope)) return;
  await db.execute(sql`
    insert into player_totals (player_id, location_id, total_score, levels_played, top_scores, player_rank, stars, updated_at)
    select s.player_id, s.location_id,
      coalesce(sum(s.high_score), 0)::bigint,
      count(*) filter (where s.high_score > 0)::int,
      count(*) filter (where s.high_score > 0 and s.high_score = t.top_score)::int,
      floor(coalesce(sum(s.high_score), 0) / ${RANK_STEP})::int,
      coalesce(sum(case when s.times > 0 then 10 + (s.times - 1) * (s.level + 1) else 0 end), 0)::bigint,
      now()
    from scores s
    join games g on g.id = s.game_id
    join level_tops t on t.location_id = s.location_id and t.game_id = s.game_id and t.level = s.level
    where ${inScope(scope, 's')} and g.room_id <> ${HIDDEN_ROOM_ID}
    group by s.player_id, s.location_id
    on conflict (player_id, location_id) do update set
      total_score = excluded.total_score,
      levels_played = excluded.levels_played,
      top_scores = excluded.top_scores,
      player_rank = excluded.player_rank,
      stars = excluded.stars,
      updated_at = excluded.updated_at`);
}

/**
 * Recomputes yearly scores: per level the best score set since `since` (1 January in the chain's
 * time zone), summed. Players with no score this year get 0.
 */
export async function refreshYearlyScores(db: Db, scope: Scope, since: Date): Promise<void> {
  if (isEmpty(scope)) return;
  await db.execute(sql`
    update player_totals p set yearly_score = coalesce(y.total, 0)
    from player_totals p2
    left join (${yearlyTotals(since, undefined, inScope(scope, 'e'))}) y
      on y.player_id = p2.player_id and y.location_id = p2.location_id
    where p.player_id = p2.player_id and p.location_id = p2.location_id and ${inScope(scope, 'p2')}
      and p.yearly_score is distinct from coalesce(y.total, 0)`);
}

/** Everything above, in order, for every player of the venues. */
export async function refreshDerived(db: Db, locationIds: readonly number[], yearStart: Date): Promise<void> {
  const scope = { locationIds };
  await refreshLevelTops(db, locationIds);
  await refreshPlayerTotals(db, scope);
  await refreshYearlyScores(db, scope, yearStart);
}

/**
 * When the calendar year has turned since yearly scores were last counted (`from`, 1 January in
 * the chain's time zone, is not the one stored), recomputes every yearly score from it. The first
 * rollover of a year does this, and so does an import that comes first: it adds to the yearly
 * scores, which must count from this year before it does. True when it recomputed.
 */
export async function startYearIfNew(db: Db, from: Date): Promise<boolean> {
  if ((await readState(db, 'yearlyFrom')) === from.toISOString()) return false;
  const locations = await queryRows<{ id: number }>(db, sql`select id from locations`);
  await refreshYearlyScores(db, { locationIds: locations.map((l) => l.id) }, from);
  await writeState(db, 'yearlyFrom', from.toISOString());
  return true;
}
