import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A player profile. `nameKey` is the normalised name that lookups match on (see domain/player-name);
 * `searchKey` the folded one suggestions search (domain/search-key), written with the row, and its
 * two indexes: names starting with what was typed, in order, and names alike by trigrams
 * (docs/decisions.md, "Suggestions search a folded key").
 */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull().unique(),
    // Null only between the migration that added it and the backfill that runs after migrations.
    searchKey: text('search_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_search_prefix_idx').on(sql`(${t.searchKey} collate "C")`),
    index('players_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * A player's best score on one level at one venue, and how many times it was played. Derived
 * from `score_events` by the import alone, which resolves every id first: like the event log it
 * has no foreign keys (docs/decisions.md, "The import's tables have no foreign keys").
 */
export const scores = pgTable(
  'scores',
  {
    playerId: integer('player_id').notNull(),
    locationId: integer('location_id').notNull(),
    gameId: integer('game_id').notNull(),
    level: smallint('level').notNull(),
    highScore: integer('high_score').notNull(),
    times: integer('times').notNull().default(0),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.locationId, t.gameId, t.level] }),
    index('scores_level_score_idx').on(t.locationId, t.gameId, t.level, t.highScore.desc()),
    // "As of" queries look for the few levels whose best was set after an instant.
    index('scores_achieved_idx').on(t.achievedAt),
  ],
);

/**
 * Every accepted score, kept for history ("yesterday"), yearly figures and idempotent imports:
 * the same event imported twice is one row (the key is the whole event). The invariant import
 * keeps: a level's `scores.high_score` is the best event and `achieved_at` that event's time.
 * No foreign keys: this append-only log is the largest table, the import resolves every id from
 * the catalog before writing, and per-row key checks made loading it three times slower.
 */
export const scoreEvents = pgTable(
  'score_events',
  {
    playerId: integer('player_id').notNull(),
    locationId: integer('location_id').notNull(),
    gameId: integer('game_id').notNull(),
    level: smallint('level').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    score: integer('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.locationId, t.gameId, t.level, t.playedAt, t.score] })],
);
