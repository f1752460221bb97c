import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { meAndFollowed } from '../../domain/friends';
import { $followed, $me, loadAccountMe, syncFollowed } from '../../stores/remembered-players';

/**
 * "Me" (the device's, else the logged-in user's approved claim) and the players followed: whom a
 * friends' view shows, the followed kept in step with the account.
 */
export function useFriendNames(): { me: string | undefined; names: string[] } {
  const followed = useStore($followed);
  const me = useStore($me)?.name;
  useEffect(() => {
    void syncFollowed();
    void loadAccountMe();
  }, []);
  return { me, names: meAndFollowed(me, followed) };
}
