import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { AdminLocation, LocationInput } from '../../contract/schemas/admin';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { locations, playerTotals, scores } from '../db/schema';
import { conflict, notFound } from './errors';

/** Every venue with how many players have scores there. */
export async function listAdminLocations(db: Db): Promise<AdminLocation[]> {
  const players = db
    .select({ n: count() })
    .from(playerTotals)
    .where(and(eq(playerTotals.locationId, locations.id), gt(playerTotals.totalScore, 0)));
  return db
    .select({
      _id: locations.id,
      name: locations.name,
      city: locations.city,
      players: sql<number>`${players}::int`,
    })
    .from(locations)
    .orderBy(asc(locations.name));
}

async function one(db: Db, id: number): Promise<AdminLocation> {
  const all = await listAdminLocations(db);
  const found = all.find((l) => l._id === id);
  if (!found) throw notFound('No such venue.');
  return found;
}

/** Adds a venue; its city defaults to its name. */
export async function addLocation(db: Db, input: LocationInput): Promise<AdminLocation> {
  try {
    const [row] = await db
      .insert(locations)
      .values({ name: input.name, city: input.city || input.name })
      .returning({ id: locations.id });
    return one(db, row?.id ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A venue of that name exists already.');
    throw error;
  }
}

/** Renames a venue (and moves it to another city when one is given). */
export async function updateLocation(db: Db, id: number, input: LocationInput): Promise<AdminLocation> {
  try {
    const rows = await db
      .update(locations)
      .set({ name: input.name, ...(input.city ? { city: input.city } : {}) })
      .where(eq(locations.id, id))
      .returning({ id: locations.id });
    if (rows.length === 0) throw notFound('No such venue.');
    return one(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A venue of that name exists already.');
    throw error;
  }
}

/** Removes a venue, unless anyone has a score there: scores are never thrown away. */
export async function deleteLocation(db: Db, id: number): Promise<number> {
  const [uses] = await db.select({ n: count() }).from(scores).where(eq(scores.locationId, id));
  if ((uses?.n ?? 0) > 0) throw conflict('This venue has scores, so it cannot be removed.');
  const rows = await db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id });
  if (rows.length === 0) throw notFound('No such venue.');
  return id;
}
