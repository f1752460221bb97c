import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { FOLLOWED_MAX, follows } from '../../domain/friends';
import { sameName } from '../../domain/player-name';
import { $followed, $me, follow, syncFollowed, unfollow } from '../../stores/remembered-players';
import { useMounted } from '../shared/use-mounted';

/**
 * The summary's "Follow" (the player joins this device's friends, and the account's when logged
 * in), or, once followed, "Unfollow". Not offered on "me"'s own summary. As MeButton, its place is
 * held until the device's storage is read.
 */
export function FollowButton({ playerName }: { playerName: string }) {
  const mounted = useMounted();
  const followed = useStore($followed);
  const me = useStore($me);
  useEffect(() => {
    void syncFollowed();
  }, []);
  if (!mounted)
    return (
      <span className="button me-button--pending" aria-hidden="true">
        Follow
      </span>
    );
  if (me && sameName(me.name, playerName)) return null;
  if (follows(followed, playerName))
    return (
      <button type="button" className="button" onClick={() => void unfollow(playerName)}>
        Unfollow
      </button>
    );
  const full = followed.length >= FOLLOWED_MAX;
  return (
    <button
      type="button"
      className="button"
      disabled={full}
      title={full ? `You follow ${FOLLOWED_MAX} players, the most this site keeps.` : undefined}
      onClick={() => void follow(playerName)}
    >
      Follow
    </button>
  );
}
