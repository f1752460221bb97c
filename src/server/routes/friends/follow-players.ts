import { FollowedList, FollowRequest } from '../../../contract/schemas/friends';
import { defineEndpoint } from '../../http/endpoint';
import { currentUser } from '../../http/guards';
import { followPlayers as follow } from '../../services/followed-players';

/** Adds players to the logged-in user's friends (a device's list merged at login, or one follow). */
export const followPlayers = defineEndpoint(
  {
    name: 'followPlayers',
    method: 'POST',
    path: '/api/auth/friends',
    summary:
      "Adds players to the logged-in user's friends: a union with the list kept (a device's list merged at login, or one follow); names no player has are left out, and the list stops at its bound",
    tag: 'Accounts',
    access: 'user',
    body: FollowRequest,
    response: FollowedList,
    changes: 'nothing shared',
    errors: { 400: 'A name is malformed, or there are too many' },
  },
  ({ database }) =>
    ({ body }, c) =>
      follow(database.db, currentUser(c).id, body.names),
);
