import { eq, sql } from 'drizzle-orm';
import type { AdminLocation, LocationInput } from '../../contract/schemas/admin';
import { type Db, queryRows } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { locations } from '../db/schema';
import { conflict, notFound } from './errors';

/** Every venue with how many players have scores there. */
export async function listAdminLocations(db: Db): Promise<AdminLocation[]> {
  return queryRows<AdminLocation>(
    db,
    sql`
    select l.id as "_id", l.name, l.city,
      (select count(*) from player_totals t where t.location_id = l.id and t.total_score > 0)::int as players
    from locations l order by l.name`,
  );
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
  const [uses] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from scores where location_id = ${id}`,
  );
  if ((uses?.n ?? 0) > 0) throw conflict('This venue has scores, so it cannot be removed.');
  const rows = await db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id });
  if (rows.length === 0) throw notFound('No such venue.');
  return id;
}
