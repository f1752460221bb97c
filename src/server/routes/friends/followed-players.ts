import { FollowedList } from '../../../contract/schemas/friends';
import { defineEndpoint } from '../../http/endpoint';
import { currentUser } from '../../http/guards';
import { followedList } from '../../services/followed-players';

/** The logged-in user's friends: the players they follow, in the order followed. */
export const followedPlayers = defineEndpoint(
  {
    name: 'followedPlayers',
    method: 'GET',
    path: '/api/auth/friends',
    caching: 'private',
    summary: 'The players the logged-in user follows (their friends), in the order followed',
    tag: 'Accounts',
    access: 'user',
    response: FollowedList,
  },
  // Guards (session, anti-forgery) run before the handler: see app.ts.
  ({ database }) =>
    (_input, c) =>
      followedList(database.db, currentUser(c).id),
);
