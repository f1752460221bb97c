import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** A venue of the chain. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A room type (Grid, Strike, ...). Ids come from the catalog, so they are not generated. */
export const rooms = pgTable('rooms', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  hidden: boolean('hidden').notNull().default(false),
});

/** A game inside a room. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    name: text('name').notNull(),
  },
  (t) => [unique('games_room_name_unique').on(t.roomId, t.name)],
);

/** The ten levels (0..9, shown 1..10) of every game. */
export const levels = pgTable(
  'levels',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.level] }),
    check('levels_level_range', sql`${t.level} between 0 and 9`),
  ],
);

/** Which games a venue has; a venue's level count is ten per game of a visible room. */
export const locationGames = pgTable(
  'location_games',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.gameId] })],
);
