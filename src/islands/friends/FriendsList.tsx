import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PlayerGlance } from '../../contract/schemas/friends';
import type { BoardPeriod } from '../../domain/board-period';
import { formatNumber as n } from '../../domain/format';
import { periodFigure } from '../../domain/friends';
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

/** A card's column over a period past: its one figure at each venue. */
const PERIOD_COLUMN: Readonly<Record<Exclude<BoardPeriod, 'today'>, string>> = {
  yesterday: 'Total at close',
  month: 'Gained this month',
  year: 'Gained this year',
};

/**
 * One friend: their name (to their best venue's summary) and each venue's total, place and day;
 * over a period past, each venue's total at yesterday's close or the points gained.
 */
function FriendCard({
  glance,
  name,
  period,
}: {
  glance: PlayerGlance | undefined;
  name: string;
  period: BoardPeriod;
}) {
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
              {period === 'today' ? (
                <>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col" className="num">
                    Today
                  </th>
                  <th scope="col" className="num">
                    Place
                  </th>
                </>
              ) : (
                <th scope="col" className="num">
                  {PERIOD_COLUMN[period]}
                </th>
              )}
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
                {period === 'today' ? (
                  <>
                    <td className="num">{n(v.totalScore)}</td>
                    <td className="num" data-testid="friend-today">
                      <Gained value={v.gainedToday} />
                    </td>
                    <td className="num">#{n(v.standing)}</td>
                  </>
                ) : (
                  <td className="num">{n(periodFigure(v, period))}</td>
                )}
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
 * with their total, place and what today added at every venue, read in one request; over a period
 * past (the page's switch), their totals at yesterday's close or what they gained this month or
 * year. Drawn after hydration: the list is the device's.
 */
export function FriendsList({ period = 'today' }: { period?: BoardPeriod | undefined }) {
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
          <FriendCard key={name} name={name} period={period} glance={byName.get(playerNameKey(name))} />
        ))}
      </ul>
    </>
  );
}
