import { useEffect, useRef } from 'react';
import type { LeaderboardEntry } from '../../../src/contract/schemas/leaderboards';
import { playerPath } from '../../../src/domain/paths';
import { playerNameKey } from '../../../src/domain/player-name';
import { Difference } from '../../../src/islands/shared/Difference';
import { RankBadge, RankBadgeDefs } from '../../../src/islands/shared/RankBadge';

interface Props {
  entries: LeaderboardEntry[];
  world: boolean;
  caption: string;
  /** The player in the address: their row is highlighted and scrolled to. */
  playerName: string;
}

const n = (value: number) => new Intl.NumberFormat('en-GB').format(value);

/** src/components/LeaderboardTable.astro (markup and highlighting script) as a React component. */
export function LeaderboardTable({ entries, world, caption, playerName }: Props) {
  const current = playerNameKey(playerName);
  const currentRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => currentRow.current?.scrollIntoView({ block: 'center' }), []);
  return (
    <div className="table-wrap">
      <RankBadgeDefs />
      <table className="table leaderboard" data-leaderboard>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="col-desktop">
              <span className="visually-hidden">Rank badge</span>
            </th>
            <th scope="col" className="num">
              Rank
            </th>
            <th scope="col">Name</th>
            {world && <th scope="col">Location</th>}
            <th scope="col" className="col-desktop">
              Change
            </th>
            <th scope="col" className="num">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const mine = playerNameKey(e.players) === current;
            return (
              <tr
                key={`${e.players}-${e.locationId}`}
                ref={mine ? currentRow : undefined}
                className={mine ? 'is-current' : undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <td className="col-desktop">
                  <RankBadge rank={e.playerRank} shared />
                </td>
                <td className="num leaderboard__rank">{e.rank}</td>
                <td className="leaderboard__name">
                  <a href={playerPath(e.players, e.locationId)}>{e.players}</a>
                </td>
                {world && <td>{e.city}</td>}
                <td className="col-desktop">
                  <Difference value={e.positionDifference} />
                </td>
                <td className="num">
                  <span className="leaderboard__score">{n(e.local_score)}</span>
                  <Difference value={e.scoreDifference} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
