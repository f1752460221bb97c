import { useEffect, useState } from 'react';
import { sameName } from '../../domain/player-name';

/** A key of the device's storage (null when storage is off). */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * "Me" and the players followed on this device, but the player whose page it is: what compare's
 * name box offers before anything is typed. Read from the device's storage once the island runs
 * (the server drew the box without them), with the same checks as their store
 * (stores/remembered-players.ts). The checks are loaded then, not with the games page: sharing
 * them with the summary's islands made the build split the summary's code into one more script.
 */
export function useFriendsToOffer(playerName: string): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all([import('../../domain/friends'), import('../../domain/remembered-players')]).then(
      ([friends, remembered]) => {
        const me = remembered.whoIsMe(remembered.decodeMe(stored('myPlayer')), undefined)?.name;
        const offered = friends.meAndFollowed(me, friends.decodeFollowed(stored('followedPlayers')));
        if (live) setNames(offered.filter((n) => !sameName(n, playerName)));
      },
    );
    return () => {
      live = false;
    };
  }, [playerName]);
  return names;
}
