import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { meAndFollowed } from '../../domain/friends';
import { $followed, syncFollowed } from '../../stores/friends';
import { $me, loadAccountMe } from '../../stores/remembered-players';

/** "Me" (when anybody) and the players followed: whom a friends' view shows, kept in step with the account. */
export function useFriendNames(): { me: string | undefined; names: string[] } {
  const followed = useStore($followed);
  const me = useStore($me)?.name;
  useEffect(() => {
    void syncFollowed();
    void loadAccountMe();
  }, []);
  return { me, names: meAndFollowed(me, followed) };
}
