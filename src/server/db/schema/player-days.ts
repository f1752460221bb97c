import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * A player's total and venue position at the end of each business day their total at a venue
 * changed: what the summary's history chart draws. Written by the rollover for the day it closes
 * and by the seed for its history days. The key leads with the player, so one player's history at
 * a venue is one index range scan; no other index (it would only cost the rollover's writes).
 * No foreign keys, as `score_events`: derived rows written from ids the totals hold, and checking
 * them doubled the seed's history (42 s of 117 on the demo chain).
 */
export const playerDays = pgTable(
  'player_days',
  {
    playerId: integer('player_id').notNull(),
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    totalScore: bigint('total_score', { mode: 'number' }).notNull(),
    /** 1 + how many players at the venue had a higher total at the day's end. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.locationId, t.day] })],
);
