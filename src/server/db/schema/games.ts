import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The browser strategy game's levels (designed in src/games/strategy/levels.ts, served from here). */
export const strategyLevels = pgTable('strategy_levels', {
  level: integer('level').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
