import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { playerNameKey } from '../../domain/player-name';
import type { Db } from '../db/client';
import { locations, players, playerTotals } from '../db/schema';

export interface PlayerRow {
  id: number;
  name: string;
}

export interface LocationRow {
  id: number;
  name: string;
  city: string;
}

/** Finds a player by name, ignoring case and surrounding space. */
export async function findPlayer(db: Db, name: string): Promise<PlayerRow | undefined> {
  const rows = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.nameKey, playerNameKey(name)))
    .limit(1);
  return rows[0];
}

/** Finds a venue by id. */
export async function findLocation(db: Db, id: number): Promise<LocationRow | undefined> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, city: locations.city })
    .from(locations)
    .where(eq(locations.id, id))
    .limit(1);
  return rows[0];
}

/** Finds a venue by name, ignoring case (boards are addressed by venue name). */
export async function findLocationByName(db: Db, name: string): Promise<LocationRow | undefined> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, city: locations.city })
    .from(locations)
    .where(sql`lower(${locations.name}) = lower(${name.trim()})`)
    .limit(1);
  return rows[0];
}

/** Venues where a player has scores, their best venue (highest local score) first. */
export async function playerLocations(
  db: Db,
  playerId: number,
): Promise<Array<LocationRow & { totalScore: number }>> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      city: locations.city,
      totalScore: playerTotals.totalScore,
    })
    .from(playerTotals)
    .innerJoin(locations, eq(locations.id, playerTotals.locationId))
    .where(and(eq(playerTotals.playerId, playerId), sql`${playerTotals.totalScore} > 0`))
    .orderBy(desc(playerTotals.totalScore), asc(locations.id));
}

/**
 * A player's figures at a venue, if they play there. Standing and yearly rank (1, 2, 2, 4 on ties)
 * are counted here, along the venue's indexes, rather than stored (see the player_totals schema).
 */
export async function playerTotalsAt(db: Db, playerId: number, locationId: number) {
  const rows = await db
    .select({
      ...getTableColumns(playerTotals),
      standing: placeBy('total_score'),
      yearlyRank: placeBy('yearly_score'),
    })
    .from(playerTotals)
    .where(and(eq(playerTotals.playerId, playerId), eq(playerTotals.locationId, locationId)))
    .limit(1);
  return rows[0];
}

/**
 * 1 + how many at the row's venue have more: a competition rank. Spelled out in full because
 * drizzle leaves a lone table's columns unqualified, which inside the subquery would name its own row.
 */
function placeBy(column: 'total_score' | 'yearly_score') {
  return sql<number>`(1 + (select count(*) from player_totals o where o.location_id = "player_totals"."location_id"
    and o.${sql.raw(column)} > "player_totals".${sql.raw(column)}))::int`;
}
