import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { meAndFollowed } from '../../domain/friends';
import { sameName } from '../../domain/player-name';
import { $followed } from '../../stores/friends';
import { $me } from '../../stores/remembered-players';
import { useMounted } from '../shared/use-mounted';

/**
 * "Me" and the players followed on this device, but the player whose page it is: what compare's
 * name box offers before anything is typed. None until the device's storage is read (the server
 * drew the box without them).
 */
export function useFriendsToOffer(playerName: string): string[] {
  const mounted = useMounted();
  const followed = useStore($followed);
  const me = useStore($me)?.name;
  return useMemo(
    () => (mounted ? meAndFollowed(me, followed).filter((name) => !sameName(name, playerName)) : []),
    [mounted, me, followed, playerName],
  );
}
