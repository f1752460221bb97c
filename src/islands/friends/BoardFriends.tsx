import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { BoardPeriod } from '../../domain/board-period';
import { friendsOnBoard } from '../../domain/friends';
import { playerPath } from '../../domain/paths';
import { $friendsGlance, loadFriendsGlance } from '../../stores/friends-glance';
import { useMounted } from '../shared/use-mounted';
import { FollowHint } from './FollowHint';
import { FriendsLoading } from './FriendsLoading';
import { FriendsProblem } from './FriendsProblem';
import { FriendsTable } from './FriendsTable';
import { useFriendNames } from './use-friend-names';
import './friends.css';

/** The column of a board's Friends view over a period past: what it ranks by. */
const PERIOD_FIGURE: Readonly<Record<Exclude<BoardPeriod, 'today'>, string>> = {
  yesterday: 'Score at close',
  month: 'Points gained',
  year: 'Points gained',
};

/**
 * A venue's board (or, without `locationId`, the world's) in its Friends view: "me" and the players
 * followed, ranked among themselves by their totals there, with their place at the venue and what
 * today added; over another period, by their totals at yesterday's close or the points they
 * gained this month or year. Read in one request when the view is shown (the island hydrates
 * only then).
 */
export function BoardFriends({
  locationId,
  period = 'today',
}: {
  locationId?: number | undefined;
  period?: BoardPeriod | undefined;
}) {
  const mounted = useMounted();
  const { me, names } = useFriendNames();
  const { loading, error, data } = useStore($friendsGlance);
  const key = names.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: again only when the list changes
  useEffect(() => {
    if (mounted) void loadFriendsGlance(names);
  }, [mounted, key]);
  if (!mounted || (loading && !data)) return <FriendsLoading />;
  if (names.length === 0) return <FollowHint />;
  if (error) return <FriendsProblem message={error} retry={() => void loadFriendsGlance(names)} />;
  if (!data) return null;
  const world = locationId === undefined;
  const { rows, absent } = friendsOnBoard(data.players, locationId, me, period);
  return (
    <>
      {rows.length > 0 && (
        <FriendsTable
          caption="Your friends on this board"
          figure={period === 'today' ? undefined : PERIOD_FIGURE[period]}
          rows={rows.map((r) => ({
            key: `${r.playerName}|${r.locationId}`,
            place: r.place,
            playerName: r.playerName,
            href: playerPath(r.playerName, r.locationId),
            isMe: r.isMe,
            where: world ? r.venue : undefined,
            position: r.standing,
            gainedToday: r.gainedToday,
            score: r.score,
          }))}
        />
      )}
      {absent.length > 0 && (
        <p className="friends__none">
          {period === 'month' || period === 'year'
            ? 'Nothing gained yet'
            : world
              ? 'No scores yet'
              : 'Not on this board'}
          : <bdi>{absent.join(', ')}</bdi>.
        </p>
      )}
    </>
  );
}
