import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import { classicPath } from '@/domain/classic-paths';
import { formatNumber as n } from '@/domain/format';
import { sameName } from '@/domain/player-name';
import { $venueBoard, $worldBoard, loadVenueBoard, loadWorldBoard } from '@/stores/classic-leaderboards';
import { openPlayer } from '@/stores/classic-route';
import { RankBadge, RankBadgeDefs } from '../../shared/RankBadge';

interface Props {
  kind: 'venue' | 'world';
  venueName: string;
  /** The shown player: their row is highlighted. */
  playerName: string;
  locationId: number;
}

/** The older UI's leaderboards: position, rank image, name, (location,) score. */
export function ClassicLeaderboard({ kind, venueName, playerName, locationId }: Props) {
  const world = kind === 'world';
  const board = useStore(world ? $worldBoard : $venueBoard);

  useEffect(() => {
    if (world) void loadWorldBoard();
    else void loadVenueBoard(venueName);
  }, [world, venueName]);

  if (board.loading) {
    return (
      <p className="leaderboard__status" role="status">
        Calculating Ranks
      </p>
    );
  }
  if (board.error) {
    return (
      <p className="error-text" role="alert">
        {board.error}
      </p>
    );
  }
  if (board.data.length === 0) return <p className="empty">Nobody is on this leaderboard yet.</p>;

  const open = (event: MouseEvent<HTMLAnchorElement>, name: string, location: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openPlayer(name, location);
  };

  return (
    <div className="table-wrap">
      <RankBadgeDefs />
      <table className="table leaderboard">
        <caption className="visually-hidden">
          {world ? 'World Leaderboard' : `${venueName} Leaderboard`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              <span aria-hidden="true">#</span>
              <span className="visually-hidden">Position</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">Rank image</span>
            </th>
            <th scope="col">Name</th>
            {world && (
              <th scope="col" className="leaderboard__city">
                Location
              </th>
            )}
            <th scope="col" className="num">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {board.data.map((entry) => {
            const current =
              sameName(entry.players, playerName) && (world ? entry.locationId === locationId : true);
            return (
              <tr key={`${entry.players}:${entry.locationId}`} className={current ? 'is-current' : undefined}>
                <td className="num">{entry.rank}</td>
                <td>
                  <RankBadge rank={entry.playerRank} shared />
                </td>
                <th scope="row" className="leaderboard__name">
                  <a
                    href={classicPath({
                      kind: 'player',
                      player: entry.players,
                      location: entry.locationId,
                      screen: 'summary',
                    })}
                    aria-current={current ? 'true' : undefined}
                    onClick={(e) => open(e, entry.players, entry.locationId)}
                  >
                    <bdi>{entry.players}</bdi>
                  </a>
                  {current && <span className="visually-hidden"> (shown player)</span>}
                  {/* On a phone the location goes under the name instead of in its own column. */}
                  {world && (
                    <span className="leaderboard__city-inline" aria-hidden="true">
                      {entry.city ?? ''}
                    </span>
                  )}
                </th>
                {world && <td className="leaderboard__city">{entry.city ?? ''}</td>}
                <td className="num">{n(entry.local_score)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
