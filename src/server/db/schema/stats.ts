import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { players } from './players';

/** Landing-page views per day. A count only: nothing about the visitor is stored. */
export const dailyVisits = pgTable('daily_visits', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * How often a player was searched for or compared against, per day and venue. Counts only.
 * `nameKey` is the player's (players.name_key; a player is never renamed), kept here so that a
 * day's top 20, ordered by count and then name, is read from the top of one index: found through
 * the players table, it meant joining and sorting every lookup of the day, each second.
 */
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
    nameKey: text('name_key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.playerId, t.locationId] }),
    index('daily_lookups_top_idx').on(t.day, t.kind, t.count.desc().nullsFirst(), t.nameKey, t.locationId),
  ],
);
