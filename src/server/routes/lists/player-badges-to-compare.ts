import { defineEndpoint } from '../../http/endpoint';
import { badgesOfPlayer, badgesOfPlayerSpec } from './badges-of-player';

/** The badges of a player being compared against (the games page's comparison). */
export const playerBadgesToCompare = defineEndpoint(
  {
    ...badgesOfPlayerSpec,
    name: 'playerBadgesToCompare',
    path: '/api/activate/badges/to-compare/{playerName}',
    summary: 'Badges of a player being compared against',
  },
  badgesOfPlayer,
);
