import { LinkDecision, PlayerLinkRequest } from '../../../contract/schemas/admin';
import { defineEndpoint } from '../../http/endpoint';
import { currentUser } from '../../http/guards';
import { requestLink } from '../../services/player-links';

/** A logged-in user's claim of a profile, pending until an admin decides it. */
export const requestPlayerLink = defineEndpoint(
  {
    name: 'requestPlayerLink',
    method: 'POST',
    path: '/api/player-link/request',
    summary: 'Asks to claim a profile (a logged-in user without one, with an e-mail)',
    tag: 'Accounts',
    access: 'user',
    body: PlayerLinkRequest,
    response: LinkDecision,
    errors: {
      400: 'The body is malformed (the name blank or too long, the e-mail missing or invalid)',
      404: 'No player has that name',
      409: 'The user has a profile already, or a request is pending, or the profile is linked to someone',
    },
  },
  ({ database }) =>
    async ({ body }, c) => ({
      playerLinkId: await requestLink(database.db, currentUser(c), body.playerName, body.email),
    }),
);
