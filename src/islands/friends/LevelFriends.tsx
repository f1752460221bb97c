import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { friendsOnLevel } from '../../domain/friends';
import { playerPath } from '../../domain/paths';
import { $friendsOnLevel, loadFriendsOnLevel } from '../../stores/friends-glance';
import { useMounted } from '../shared/use-mounted';
import { FollowHint } from './FollowHint';
import { FriendsLoading } from './FriendsLoading';
import { FriendsProblem } from './FriendsProblem';
import { FriendsTable } from './FriendsTable';
import { useFriendNames } from './use-friend-names';
import './friends.css';

interface Props {
  locationId: number;
  gameId: number;
  /** The level as shown, 1..10. */
  level: number;
}

/**
 * A level's board in its Friends view: "me" and the players followed who played the level at the
 * venue, ranked among themselves by their best, with their place on the level and what today added
 * to it. Read in one request when the view is shown (the island hydrates only then).
 */
export function LevelFriends(at: Props) {
  const mounted = useMounted();
  const { me, names } = useFriendNames();
  const { loading, error, data } = useStore($friendsOnLevel);
  const key = names.join('\n');
  const load = () => loadFriendsOnLevel(at, names);
  // biome-ignore lint/correctness/useExhaustiveDependencies: again only when the list changes
  useEffect(() => {
    if (mounted) void load();
  }, [mounted, key]);
  if (!mounted || (loading && !data)) return <FriendsLoading />;
  if (names.length === 0) return <FollowHint />;
  if (error) return <FriendsProblem message={error} retry={() => void load()} />;
  if (!data) return null;
  const { rows, absent } = friendsOnLevel(data.players, me);
  return (
    <>
      {rows.length > 0 && (
        <FriendsTable
          caption="Your friends on this level"
          rows={rows.map((r) => ({
            key: r.playerName,
            place: r.place,
            playerName: r.playerName,
            href: playerPath(r.playerName, at.locationId),
            isMe: r.isMe,
            position: r.position,
            gainedToday: r.gainedToday,
            score: r.score,
          }))}
        />
      )}
      {absent.length > 0 && (
        <p className="friends__none">
          Not played here yet: <bdi>{absent.join(', ')}</bdi>.
        </p>
      )}
    </>
  );
}
