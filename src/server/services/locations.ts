import { asc } from 'drizzle-orm';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { Db } from '../db/client';
import { locations } from '../db/schema';

/** Every venue, by name. */
export async function allLocations(db: Db): Promise<ActivateLocation[]> {
  return db
    .select({ id: locations.id, name: locations.name, city: locations.city })
    .from(locations)
    .orderBy(asc(locations.name));
}

/** A venue as the services pass it around. */
export interface LocationRow {
  id: number;
  name: string;
  city: string;
}
