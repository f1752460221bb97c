import { useStore } from '@nanostores/react';
import UserMinus from 'lucide-react/icons/user-minus';
import UserPlus from 'lucide-react/icons/user-plus';
import { useEffect } from 'react';
import { FOLLOWED_MAX, follows } from '../../domain/friends';
import { sameName } from '../../domain/player-name';
import { $followed, follow, syncFollowed, unfollow } from '../../stores/friends';
import { $me } from '../../stores/remembered-players';
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
        <UserPlus size={18} /> Follow
      </span>
    );
  if (me && sameName(me.name, playerName)) return null;
  if (follows(followed, playerName))
    return (
      <button type="button" className="button" onClick={() => void unfollow(playerName)}>
        <UserMinus aria-hidden="true" size={18} /> Unfollow
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
      <UserPlus aria-hidden="true" size={18} /> Follow
    </button>
  );
}
