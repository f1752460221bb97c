import { cachedProfiles } from './cached-profiles';
import { headToHeadAt } from './head-to-head';
import { playerData } from './player-data';
import { playerDay } from './player-day';
import { playerHistory } from './player-history';
import { activatePlayerLocations } from './player-locations';
import { playerToCompare } from './player-to-compare';

/** Player lookups of the newer API family. */
export const playerEndpoints = [
  activatePlayerLocations,
  playerData,
  playerDay,
  playerHistory,
  cachedProfiles,
  playerToCompare,
  headToHeadAt,
] as const;
