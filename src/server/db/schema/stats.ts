import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { players } from './players';

/** Landing-page views per day. A count only: nothing about the visitor is stored. */
export const dailyVisits = pgTable('daily_visits', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});

/** How often a player was searched for or compared against, per day and venue. Counts only. */
export const dailyLookups = pgTable(
  'daily_lookups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['search', 'compare'] }).notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.playerId, t.locationId] })],
);
