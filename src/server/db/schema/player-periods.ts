import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What each (player, venue) gained in the current month and year, from the kept daily history
 * (`player_days`): its total at the period's last closed day less its total at the close before
 * the period began. Kept by the rollover for the pairs whose day it closes, so the month's and the
 * year's boards are read in order from an index, as today's are, instead of summing a venue's
 * history on a request (src/server/services/period-gains.ts). Rows of past periods are dropped.
 * No foreign keys, as `player_days`: derived rows written from ids the history holds.
 */
export const playerPeriods = pgTable(
  'player_periods',
  {
    /** 'month' or 'year'. */
    period: text('period').notNull(),
    /** The period's first day: the 1st of the month, or 1 January. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    playerId: integer('player_id').notNull(),
    locationId: integer('location_id').notNull(),
    gained: bigint('gained', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.periodStart, t.playerId, t.locationId] }),
    // In the order the boards read them (`order by gained desc`, nulls first as a plain desc):
    // a venue's top 100, and the world's.
    index('player_periods_board_idx').on(t.period, t.periodStart, t.locationId, t.gained.desc().nullsFirst()),
    index('player_periods_world_idx').on(t.period, t.periodStart, t.gained.desc().nullsFirst()),
  ],
);
