import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { playerNameKey } from '../../domain/player-name';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { locations, players, playerTotals } from '../db/schema';
import type { LocationRow } from './locations';
import { placeAmong, type VenueState } from './venue-state';

export interface PlayerRow {
  id: number;
  name: string;
}

const playerByKey = preparedRead((db) =>
  db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.nameKey, sql.placeholder('key')))
    .limit(1)
    .prepare('player_by_name_key'),
);

/** Finds a player by name, ignoring case and surrounding space. */
export async function findPlayer(db: Db, name: string): Promise<PlayerRow | undefined> {
  const rows = await playerByKey(db).execute({ key: playerNameKey(name) });
  return rows[0];
}

const venuesOfPlayer = preparedRead((db) =>
  db
    .select({
      id: locations.id,
      name: locations.name,
      city: locations.city,
      totalScore: playerTotals.totalScore,
    })
    .from(playerTotals)
    .innerJoin(locations, eq(locations.id, playerTotals.locationId))
    .where(and(eq(playerTotals.playerId, sql.placeholder('player')), sql`${playerTotals.totalScore} > 0`))
    .orderBy(desc(playerTotals.totalScore), asc(locations.id))
    .prepare('venues_of_player'),
);

/** Venues where a player has scores, their best venue (highest local score) first. */
export async function playerLocations(
  db: Db,
  playerId: number,
): Promise<Array<LocationRow & { totalScore: number }>> {
  return venuesOfPlayer(db).execute({ player: playerId });
}

/** A player's figures at a venue as player_totals keeps them. */
interface PlayerTotals {
  totalScore: number;
  levelsPlayed: number;
  topScores: number;
  playerRank: number;
  yearlyScore: number;
  stars: number;
  /** 1-based place on the venue's board by total (ties share: 1, 2, 2, 4). */
  standing: number;
  /** The same by yearly score. */
  yearlyRank: number;
}

const totalsOfPlayer = preparedRead((db) =>
  db
    .select({
      totalScore: playerTotals.totalScore,
      levelsPlayed: playerTotals.levelsPlayed,
      topScores: playerTotals.topScores,
      playerRank: playerTotals.playerRank,
      yearlyScore: playerTotals.yearlyScore,
      stars: playerTotals.stars,
    })
    .from(playerTotals)
    .where(
      and(
        eq(playerTotals.playerId, sql.placeholder('player')),
        eq(playerTotals.locationId, sql.placeholder('venue')),
      ),
    )
    .limit(1)
    .prepare('totals_of_player'),
);

/**
 * A player's figures at a venue, if they play there: one row by primary key. Standing and yearly
 * rank come from the venue's shared state (every total in order), not a count per request.
 */
export async function playerTotalsAt(
  db: Db,
  playerId: number,
  venue: VenueState,
): Promise<PlayerTotals | undefined> {
  const rows = await totalsOfPlayer(db).execute({ player: playerId, venue: venue.location.id });
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    standing: placeAmong(venue.totals, row.totalScore),
    yearlyRank: placeAmong(venue.yearly, row.yearlyScore),
  };
}
