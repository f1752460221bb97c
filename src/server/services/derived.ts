import { and, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { HIDDEN_ROOM_ID, RANK_STEP } from '../../domain/constants';
import type { Db } from '../db/client';
import { games, levelTops, locations, playerTotals, scores } from '../db/schema';
import { columnName, excluded } from '../db/sql';
import { readState, writeState } from './app-state';
import { yearEvent, yearlyTotals } from './as-of';

/**
 * Upkeep of the derived tables (level_tops, player_totals) from the scores. Seed and rollover call
 * these inside their transaction, so a reader always sees figures that agree with the scores.
 * The formulas are those of docs/product.md ("Figures"); the tests check them against src/domain.
 */

/**
 * What to bring up to date: every player of some venues. (The import adds to the totals what its
 * own levels changed instead: src/server/jobs/import/levels.ts.)
 */
type Scope = { locationIds: readonly number[] };

const ids = (values: readonly number[]) => sql.param([...values]);

const isEmpty = (scope: Scope) => scope.locationIds.length === 0;

/** Limits rows to the venues of `locationIds` by their venue column: one array parameter. */
function atVenues(locationId: AnyPgColumn, locationIds: readonly number[]): SQL {
  return sql`${locationId} = any(${ids(locationIds)}::int[])`;
}

/** Recomputes every level top score of the venues (the import raises them as scores come in). */
async function refreshLevelTops(db: Db, locationIds: readonly number[]): Promise<void> {
  if (locationIds.length === 0) return;
  await db.delete(levelTops).where(atVenues(levelTops.locationId, locationIds));
  await db.insert(levelTops).select(
    db
      .select({
        locationId: scores.locationId,
        gameId: scores.gameId,
        level: scores.level,
        topScore: max(scores.highScore).as('top_score'),
      })
      .from(scores)
      .where(atVenues(scores.locationId, locationIds))
      .groupBy(scores.locationId, scores.gameId, scores.level),
  );
}

/**
 * Recomputes total, levels played, top scores, rank and stars from the scores. Level tops must be
 * current. The hidden room counts for none of them. The yearly score is left alone: a new row
 * starts at 0, its default (refreshYearlyScores counts it).
 */
async function refreshPlayerTotals(db: Db, scope: Scope): Promise<void> {
  if (isEmpty(scope)) return;
  const s = scores;
  const t = levelTops;
  const p = playerTotals;
  const total = sql`coalesce(sum(${s.highScore}), 0)`;
  await db
    .insert(p)
    .select(
      db
        .select({
          playerId: s.playerId,
          locationId: s.locationId,
          totalScore: sql<number>`${total}::bigint`.as('total_score'),
          levelsPlayed: sql<number>`count(*) filter (where ${s.highScore} > 0)::int`.as('levels_played'),
          topScores:
            sql<number>`count(*) filter (where ${s.highScore} > 0 and ${s.highScore} = ${t.topScore})::int`.as(
              'top_scores',
            ),
          playerRank: sql<number>`floor(${total} / ${RANK_STEP})::int`.as('player_rank'),
          yearlyScore: sql<number>`0`.as('yearly_score'),
          stars:
            sql<number>`coalesce(sum(case when ${s.times} > 0 then 10 + (${s.times} - 1) * (${s.level} + 1) else 0 end), 0)::bigint`.as(
              'stars',
            ),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(s)
        .innerJoin(games, eq(games.id, s.gameId))
        .innerJoin(t, and(eq(t.locationId, s.locationId), eq(t.gameId, s.gameId), eq(t.level, s.level)))
        .where(and(atVenues(s.locationId, scope.locationIds), ne(games.roomId, HIDDEN_ROOM_ID)))
        .groupBy(s.playerId, s.locationId),
    )
    .onConflictDoUpdate({
      target: [p.playerId, p.locationId],
      set: {
        totalScore: excluded(p.totalScore),
        levelsPlayed: excluded(p.levelsPlayed),
        topScores: excluded(p.topScores),
        playerRank: excluded(p.playerRank),
        stars: excluded(p.stars),
        updatedAt: excluded(p.updatedAt),
      },
    });
}

/**
 * Recomputes yearly scores: per level the best score set since `since` (1 January in the chain's
 * time zone), summed. Players with no score this year get 0. Raw SQL: an update joined to the
 * derived table of yearlyTotals; columns from the schema.
 */
async function refreshYearlyScores(db: Db, scope: Scope, since: Date): Promise<void> {
  if (isEmpty(scope)) return;
  const p = playerTotals;
  const p2 = alias(playerTotals, 'p2');
  await db.execute(sql`
    update ${p} set ${columnName(p.yearlyScore)} = coalesce(y.total, 0)
    from ${playerTotals} as ${p2}
    left join (${yearlyTotals(since, undefined, atVenues(yearEvent.locationId, scope.locationIds))}) y
      on y.player_id = ${p2.playerId} and y.location_id = ${p2.locationId}
    where ${p.playerId} = ${p2.playerId} and ${p.locationId} = ${p2.locationId}
      and ${atVenues(p2.locationId, scope.locationIds)}
      and ${p.yearlyScore} is distinct from coalesce(y.total, 0)`);
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
  const venues = await db.select({ id: locations.id }).from(locations);
  await refreshYearlyScores(db, { locationIds: venues.map((l) => l.id) }, from);
  await writeState(db, 'yearlyFrom', from.toISOString());
  return true;
}
