import { index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { players } from './players';

/** A league (AGL) team of one season. */
export const aglTeams = pgTable(
  'agl_teams',
  {
    id: serial('id').primaryKey(),
    season: integer('season').notNull(),
    name: text('name').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    division: integer('division').notNull(),
    finalPlacement: integer('final_placement'),
  },
  (t) => [unique('agl_teams_season_name_unique').on(t.season, t.name)],
);

/** A team's roster. The name is kept as entered; `playerId` links it to a profile when one exists. */
export const aglTeamPlayers = pgTable(
  'agl_team_players',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => aglTeams.id, { onDelete: 'cascade' }),
    playerName: text('player_name').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.playerName] }),
    index('agl_team_players_player_idx').on(t.playerId),
  ],
);
