import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { meAndFollowed } from '../../domain/friends';
import { decodeMe, whoIsMe } from '../../domain/remembered-players';
import { $followed, syncFollowed } from '../../stores/remembered-players';

/**
 * "Me" and the players followed: whom a friends' view shows, kept in step with the account. "Me" is
 * read from the device's storage as its store reads it (stores/remembered-players.ts), without
 * loading that store: shared with the landing's and the summary's islands, it made the build
 * regroup their code, and the landing downloaded more of it.
 */
export function useFriendNames(): { me: string | undefined; names: string[] } {
  const followed = useStore($followed);
  const [me, setMe] = useState<string>();
  useEffect(() => {
    void syncFollowed();
    let raw: string | null = null;
    try {
      raw = localStorage.getItem('myPlayer');
    } catch {
      // Storage off: nobody is "me" here.
    }
    setMe(whoIsMe(decodeMe(raw), undefined)?.name);
  }, []);
  return { me, names: meAndFollowed(me, followed) };
}
