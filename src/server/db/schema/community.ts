import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { players } from './players';

/** An achievement badge that admins manage. */
export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  stars: integer('stars').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which players hold a badge. */
export const badgePlayers = pgTable(
  'badge_players',
  {
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.badgeId, t.playerId] }), index('badge_players_player_idx').on(t.playerId)],
);

/** A community (Discord) challenge on one game level. Deletion is soft. */
export const challenges = pgTable('challenges', {
  id: serial('id').primaryKey(),
  gameName: text('game_name').notNull(),
  gameLevel: integer('game_level').notNull().default(0),
  isDeleted: boolean('is_deleted').notNull().default(false),
  isLive: boolean('is_live').notNull().default(false),
  channelId: text('channel_id'),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A score posted to a challenge. */
export const challengeScores = pgTable(
  'challenge_scores',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    displayName: text('display_name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isValid: boolean('is_valid').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenge_scores_challenge_idx').on(t.challengeId)],
);

/** A user's request to claim a player profile. `approved` null means pending. */
export const playerLinks = pgTable(
  'player_links',
  {
    id: serial('id').primaryKey(),
    playerName: text('player_name').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approved: boolean('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('player_links_user_idx').on(t.userId)],
);
