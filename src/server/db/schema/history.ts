import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { players } from './players';

/** Location id used for the world board in `leaderboard_snapshots.board_location_id`. */
export const WORLD_BOARD_ID = 0;

/** The top of every board as it stood at a day's rollover: what "yesterday" is compared against. */
export const leaderboardSnapshots = pgTable(
  'leaderboard_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The board: a location id, or 0 for the world board. */
    boardLocationId: integer('board_location_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The venue the entry's score belongs to (equals the board's for location boards). */
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.boardLocationId, t.playerId, t.locationId] }),
    index('leaderboard_snapshots_board_idx').on(t.boardLocationId, t.day),
  ],
);

/**
 * Every level's top score as it stood at a day's close, kept by the rollover: the boards' "new top
 * scores" are the levels whose top rose since, found without replaying the score history on a
 * request. Small: one row per level of the chain and day. No foreign keys, as for the tables it
 * is derived from.
 */
export const levelTopSnapshots = pgTable(
  'level_top_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: integer('location_id').notNull(),
    gameId: integer('game_id').notNull(),
    level: smallint('level').notNull(),
    topScore: integer('top_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.gameId, t.level] })],
);

/** A tracked player's profile at one venue as it stood at a rollover (or when tracking began). */
export const profileSnapshots = pgTable(
  'profile_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.playerId, t.locationId] }),
    index('profile_snapshots_player_idx').on(t.playerId, t.locationId, t.day),
  ],
);

/** Profiles whose owner asked (through the chat command) for day-over-day differences. */
export const trackedProfiles = pgTable('tracked_profiles', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  chatUserId: text('chat_user_id').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
