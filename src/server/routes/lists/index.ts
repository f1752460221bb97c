import { activateLocations } from './activate-locations';
import { badges } from './badges';
import { playerBadges } from './player-badges';
import { playerBadgesToCompare } from './player-badges-to-compare';
import { strategyGame } from './strategy-game';
import { teams } from './teams';

/** Venues, league teams, badges and the strategy game's levels. */
export const listEndpoints = [
  activateLocations,
  strategyGame,
  teams,
  badges,
  playerBadges,
  playerBadgesToCompare,
] as const;
