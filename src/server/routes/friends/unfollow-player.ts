import { FollowedList } from '../../../contract/schemas/friends';
import { ByName } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { currentUser } from '../../http/guards';
import { unfollowPlayer as unfollow } from '../../services/followed-players';

/** Removes a player from the logged-in user's friends. */
export const unfollowPlayer = defineEndpoint(
  {
    name: 'unfollowPlayer',
    method: 'DELETE',
    path: '/api/auth/friends/{playerName}',
    summary: "Removes a player from the logged-in user's friends",
    tag: 'Accounts',
    access: 'user',
    params: ByName,
    response: FollowedList,
    changes: 'nothing shared',
    errors: { 400: 'The name is blank, too long or malformed' },
  },
  ({ database }) =>
    ({ params }, c) =>
      unfollow(database.db, currentUser(c).id, params.playerName),
);
