import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Small process-independent state: last rollover day, last-updated stamps. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One applied import batch, so an operator can see what came in and re-runs are cheap to spot. */
export const importBatches = pgTable('import_batches', {
  id: serial('id').primaryKey(),
  checksum: text('checksum').notNull().unique(),
  source: text('source').notNull(),
  records: integer('records').notNull(),
  accepted: integer('accepted').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Discord interactions already answered, by id, for as long as a signed request stays fresh: a
 * captured request replayed within that time is refused. In the database rather than in memory,
 * so that it holds when several server processes share one PostgreSQL.
 */
export const discordInteractions = pgTable(
  'discord_interactions',
  {
    id: text('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('discord_interactions_received_idx').on(t.receivedAt)],
);

/**
 * Each client's requests in the current window of a rate limit, shared by every server process on
 * this PostgreSQL (rate-limiter-flexible's PostgreSQL store, whose columns these are; `expire` in
 * epoch milliseconds). The key is the limit's kind and a keyed hash of the client's address,
 * never the address. Unused on PGlite, whose one process counts in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Who has been counted today, by a keyed hash (of the kind, the address and what they looked up),
 * so that a visit, a search or a comparison counts once a day whichever process answers. Days
 * before yesterday are deleted by the daily upkeep. Unused on PGlite, which remembers in memory.
 */
export const countedToday = pgTable(
  'counted_today',
  {
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
);
