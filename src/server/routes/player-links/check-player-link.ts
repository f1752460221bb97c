import { PlayerLinkCheck } from '../../../contract/schemas/admin';
import { ByName } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { canRequestLink } from '../../services/player-links';

/** Whether the logged-in user may ask to claim a profile: the profile page's claim button. */
export const checkPlayerLink = defineEndpoint(
  {
    name: 'checkPlayerLink',
    method: 'GET',
    path: '/api/player-link/check-request/{playerName}',
    caching: 'private',
    summary: 'Whether the logged-in user may ask to claim this profile',
    tag: 'Accounts',
    access: 'public',
    params: ByName,
    response: PlayerLinkCheck,
    errors: { 400: 'The name is blank, too long or malformed' },
  },
  ({ database }) =>
    async ({ params }, c) => ({
      canRequest: await canRequestLink(database.db, c.get('user'), params.playerName),
    }),
);
