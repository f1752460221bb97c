import { classicAllLocations } from './classic-all-locations';
import { classicCompare } from './classic-compare';
import { classicPlayer } from './classic-player';
import { classicPlayerLocations } from './classic-player-locations';
import { classicYesterday } from './classic-yesterday';

/** The older API family (older UI), on the same data as the newer one. */
export const classicEndpoints = [
  classicPlayerLocations,
  // Before the {loc} routes: 'allLocations' is not a venue id.
  classicAllLocations,
  classicPlayer,
  classicCompare,
  classicYesterday,
] as const;
