import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { AdminLocation } from '../contract/schemas/admin';
import { locationInput } from '../domain/admin-input';
import { removeBy, upsertBy } from '../domain/id-lists';
import { adminList } from './admin-list';

/** What the Locations tab says when its list cannot be fetched (docs/product.md, Messages). */
export const LOCATION_ERRORS = {
  fetch: 'Failed to fetch locations',
  add: 'Failed to add location',
  update: 'Failed to update location',
  delete: 'Failed to delete location',
} as const;

const id = (l: AdminLocation) => l._id;

/** The venues of the admin area's Locations tab. */
export const adminLocations = adminList(() => callApi(routes.adminLocations, {}), LOCATION_ERRORS.fetch);

/** Adds a venue; nothing is sent when the name is empty after trimming. */
export async function addLocation(name: string): Promise<boolean> {
  const body = locationInput(name);
  if (!body) return false;
  return adminLocations.change(
    () => callApi(routes.addLocation, { body }),
    (list, added) => upsertBy(list, added, id),
    LOCATION_ERRORS.add,
  );
}

/** Renames a venue; nothing is sent when the name is empty after trimming. */
export async function renameLocation(locationId: number, name: string): Promise<boolean> {
  const body = locationInput(name);
  if (!body) return false;
  return adminLocations.change(
    () => callApi(routes.updateLocation, { params: { id: locationId }, body }),
    (list, renamed) => upsertBy(list, renamed, id),
    LOCATION_ERRORS.update,
  );
}

/** Removes a venue (the server refuses one that has scores). */
export async function removeLocation(locationId: number): Promise<boolean> {
  return adminLocations.change(
    () => callApi(routes.deleteLocation, { params: { id: locationId } }),
    (list) => removeBy(list, locationId, id),
    LOCATION_ERRORS.delete,
  );
}
