import { bigint, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { games, locations } from './catalog';

/** The highest score anyone holds on a level at a venue. Maintained by import. */
export const levelTops = pgTable(
  'level_tops',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    topScore: integer('top_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.gameId, t.level] })],
);

/**
 * A player's figures at one venue, kept current by import and rollover so reads are one lookup.
 * Standings are not kept: they are counted at read time from the indexes below (a climber would
 * otherwise rewrite every row beneath them on each import, a million rows at chain scale). No
 * foreign keys, as for `scores` (docs/decisions.md, "The import's tables have no foreign keys").
 */
export const playerTotals = pgTable(
  'player_totals',
  {
    playerId: integer('player_id').notNull(),
    locationId: integer('location_id').notNull(),
    totalScore: bigint('total_score', { mode: 'number' }).notNull().default(0),
    levelsPlayed: integer('levels_played').notNull().default(0),
    topScores: integer('top_scores').notNull().default(0),
    playerRank: integer('player_rank').notNull().default(0),
    yearlyScore: bigint('yearly_score', { mode: 'number' }).notNull().default(0),
    stars: bigint('stars', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.locationId] }),
    // In the order a plain `order by ... desc` asks for, nulls first: drizzle's `.desc()` alone
    // writes `desc nulls last`, which such a query cannot read in order, so the boards sorted every
    // total of a venue instead of reading the first hundred entries (docs/performance.md).
    index('player_totals_board_idx').on(t.locationId, t.totalScore.desc().nullsFirst()),
    index('player_totals_world_idx').on(t.totalScore.desc().nullsFirst()),
    index('player_totals_yearly_idx').on(t.locationId, t.yearlyScore.desc().nullsFirst()),
  ],
);

/**
 * A level's plausibility bound at a venue (src/domain/plausibility.ts): the import holds a score
 * above it for an admin's review. Learned from the level's best scores at the venue and chain-wide
 * (or its game's neighbouring levels when nobody has played it); kept current by the import for
 * the levels whose top rose, by each void and restore, and whole by the seed and every rollover
 * (src/server/services/level-bounds.ts). No row: nothing to learn from, so nothing is held there.
 */
export const levelBounds = pgTable(
  'level_bounds',
  {
    locationId: integer('location_id').notNull(),
    gameId: integer('game_id').notNull(),
    level: smallint('level').notNull(),
    bound: integer('bound').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.gameId, t.level] })],
);
