import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber as n } from '../../domain/format';
import { FROM_PLAY_NEXT, levelBoardPath } from '../../domain/level-board-path';
import { sameName } from '../../domain/player-name';
import { $friendsToBeat, loadFriendsToBeat } from '../../stores/head-to-head';
import { $followed, $me } from '../../stores/remembered-players';

/**
 * On "me"'s own summary, under What to play next: the friends followed who are just ahead of me
 * on a level here, each as one more thing to play ('Beat Søren162 by 121 on Flip L5'), the
 * closest first. Drawn in the browser: the summary is the same for everyone, friends are the
 * device's.
 */
export function FriendsToBeat({ playerName, locationId }: { playerName: string; locationId: number }) {
  const me = useStore($me);
  const followed = useStore($followed);
  const { data } = useStore($friendsToBeat);
  const mine = me !== undefined && sameName(me.name, playerName);
  const friends = followed.filter((f) => !sameName(f, playerName));
  const key = friends.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: again only when the list changes
  useEffect(() => {
    if (mine && friends.length > 0) void loadFriendsToBeat(playerName, locationId, friends);
  }, [mine, key, playerName, locationId]);
  if (!mine || data.length === 0) return null;
  return (
    <>
      <h3 className="insight__subtitle">Friends to beat</h3>
      <ul className="insight__list friends-to-beat">
        {data.map(({ friend, duel }) => (
          <li key={friend}>
            Beat <bdi>{friend}</bdi> by {n(duel.gap + 1)} on{' '}
            <a
              href={`${levelBoardPath(playerName, locationId, duel.gameId, duel.levelId + 1)}?${FROM_PLAY_NEXT}`}
            >
              {duel.gameName} L{duel.levelId + 1}
            </a>{' '}
            <span className="friends-to-beat__scores">
              ({n(duel.theirs)} to your {n(duel.mine)})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
