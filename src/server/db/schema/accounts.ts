import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players';

/** A person who logged in with Google or Discord. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').unique(),
  googleSub: text('google_sub').unique(),
  discordId: text('discord_id').unique(),
  displayName: text('display_name'),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  playerName: text('player_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** A login session. Only a hash of the session id is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A login in progress: single-use state and PKCE verifier, bound to the browser by a cookie. */
export const authRequests = pgTable('auth_requests', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider', { enum: ['google', 'discord'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce'),
  returnTo: text('return_to').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The players a user follows ("Friends"), kept with the account so that every device the user logs
 * in on has them. By player: a list names real players only, and follows a renamed one.
 */
export const followedPlayers = pgTable(
  'followed_players',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playerId] })],
);
