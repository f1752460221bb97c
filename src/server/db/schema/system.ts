import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
