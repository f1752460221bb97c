import { addLocation } from './add-location';
import { adminLocations } from './admin-locations';
import { deleteLocation } from './delete-location';
import { updateLocation } from './update-location';

/** The admin area's venues: list, add, rename, remove. */
export const locationEndpoints = [adminLocations, addLocation, updateLocation, deleteLocation] as const;
