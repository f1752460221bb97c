import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Scores you can trust (docs/operations.md, "Held, voided and restored scores"). A score above its
 * level's plausibility bound (src/domain/plausibility.ts) is held here by the import instead of
 * going into the event log: it counts for nothing until an admin accepts it (then it is imported
 * as if it had just arrived) or rejects it (it stays here, rejected). Kept forever. Like the event
 * log, no foreign keys: the import resolves every id before writing.
 */
export const heldScores = pgTable(
  'held_scores',
  {
    id: serial('id').primaryKey(),
    /** The player as the feed named them (a new player gets a row only when the score is accepted). */
    playerName: text('player_name').notNull(),
    nameKey: text('name_key').notNull(),
    locationId: integer('location_id').notNull(),
    gameId: integer('game_id').notNull(),
    level: smallint('level').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    score: integer('score').notNull(),
    /** The level's top at the venue, and the bound the score was judged against, when it came. */
    topScore: integer('top_score').notNull(),
    bound: integer('bound').notNull(),
    /** 'held', 'accepting' (claimed by an acceptance under way), 'accepted' or 'rejected'. */
    status: text('status').notNull().default('held'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
  },
  (t) => [
    // The same event sent again is the same held score, whatever was decided about it.
    unique('held_scores_event').on(t.nameKey, t.locationId, t.gameId, t.level, t.playedAt, t.score),
    index('held_scores_waiting_idx').on(t.heldAt).where(sql`${t.status} = 'held'`),
  ],
);

/**
 * A counted score an admin voided: its event, taken out of the event log (so every figure is
 * recomputed without it) and kept here until it is restored (`restored_at`), which puts it back.
 */
export const voidedScores = pgTable(
  'voided_scores',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    locationId: integer('location_id').notNull(),
    gameId: integer('game_id').notNull(),
    level: smallint('level').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    score: integer('score').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
    voidedBy: integer('voided_by').notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    restoredBy: integer('restored_by'),
  },
  (t) => [index('voided_scores_open_idx').on(t.voidedAt).where(sql`${t.restoredAt} is null`)],
);

/** Every accept, reject, void and restore: who, when, why and which score. Kept forever. */
export const scoreAudit = pgTable(
  'score_audit',
  {
    id: serial('id').primaryKey(),
    /** 'accept', 'reject', 'void' or 'restore'. */
    action: text('action').notNull(),
    userId: integer('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
    playerName: text('player_name').notNull(),
    locationId: integer('location_id').notNull(),
    gameId: integer('game_id').notNull(),
    level: smallint('level').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    score: integer('score').notNull(),
  },
  (t) => [index('score_audit_at_idx').on(t.at)],
);
