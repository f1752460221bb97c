import { defineEndpoint } from '../../http/endpoint';
import { badgesOfPlayer, badgesOfPlayerSpec } from './badges-of-player';

/** The badges a player holds, for their own pages. */
export const playerBadges = defineEndpoint(
  {
    ...badgesOfPlayerSpec,
    name: 'playerBadges',
    path: '/api/activate/badges/{playerName}',
    summary: 'Badges a player holds',
  },
  badgesOfPlayer,
);
