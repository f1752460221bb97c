import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PlayerGlance } from '../../contract/schemas/friends';
import { formatNumber as n } from '../../domain/format';
import { playerPath } from '../../domain/paths';
import { playerNameKey } from '../../domain/player-name';
import { $friendsGlance, loadFriendsGlance } from '../../stores/friends-glance';
import { $followed, syncFollowed, unfollow } from '../../stores/remembered-players';
import { useMounted } from '../shared/use-mounted';
import { FollowHint } from './FollowHint';
import { FriendsLoading } from './FriendsLoading';
import { FriendsProblem } from './FriendsProblem';
import { Gained } from './Gained';
import './friends.css';

/** One friend: their name (to their best venue's summary) and each venue's total, place and day. */
function FriendCard({ glance, name }: { glance: PlayerGlance | undefined; name: string }) {
  const best = glance?.venues[0];
  return (
    <li className="card friends__card">
      <div className="friends__head">
        {best ? (
          <a className="friends__name" href={playerPath(glance.playerName, best.locationId)}>
            <bdi>{glance.playerName}</bdi>
          </a>
        ) : (
          <bdi className="friends__name">{name}</bdi>
        )}
        <button type="button" className="button button--ghost" onClick={() => void unfollow(name)}>
          Unfollow<span className="visually-hidden"> {name}</span>
        </button>
      </div>
      {glance && glance.venues.length === 0 && (
        <p className="friends__none">
          {glance.found ? 'No scores yet.' : 'No player has this name any more.'}
        </p>
      )}
      {glance && glance.venues.length > 0 && (
        <table className="table friends__venues">
          <caption className="visually-hidden">{name} at each venue</caption>
          <thead>
            <tr>
              <th scope="col">Venue</th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col" className="num">
                Today
              </th>
              <th scope="col" className="num">
                Place
              </th>
            </tr>
          </thead>
          <tbody>
            {glance.venues.map((v) => (
              <tr key={v.locationId}>
                <td>
                  <a href={playerPath(glance.playerName, v.locationId)}>
                    <bdi>{v.locationName}</bdi>
                  </a>
                </td>
                <td className="num">{n(v.totalScore)}</td>
                <td className="num" data-testid="friend-today">
                  <Gained value={v.gainedToday} />
                </td>
                <td className="num">#{n(v.standing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/**
 * The Friends page: the players followed on this device (and the account's, when logged in), each
 * with their total, place and what today added at every venue, read in one request. Drawn after
 * hydration: the page is the same for everyone, the list is the device's.
 */
export function FriendsList() {
  const mounted = useMounted();
  const followed = useStore($followed);
  const { loading, error, data } = useStore($friendsGlance);
  useEffect(() => {
    void syncFollowed();
  }, []);
  const key = followed.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: again only when the list changes
  useEffect(() => {
    if (mounted) void loadFriendsGlance(followed);
  }, [mounted, key]);
  if (!mounted) return <FriendsLoading />;
  if (followed.length === 0) return <FollowHint />;
  const byName = new Map(data?.players.map((p) => [playerNameKey(p.playerName), p]));
  return (
    <>
      {loading && !data && <FriendsLoading />}
      {error && <FriendsProblem message={error} retry={() => void loadFriendsGlance(followed)} />}
      <ul className="friends__list" aria-label="Friends" aria-busy={loading}>
        {followed.map((name) => (
          <FriendCard key={name} name={name} glance={byName.get(playerNameKey(name))} />
        ))}
      </ul>
    </>
  );
}
