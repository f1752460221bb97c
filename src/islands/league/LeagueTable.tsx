import type { Team } from '../../contract/schemas/league';
import { playerPath } from '../../domain/paths';
import './league.css';

/**
 * The league's teams as a table. On a phone each row is a card (league.css): the position, team and
 * division on one line, the venue and size under them, then the players.
 */
export function LeagueTable({ teams, season }: { teams: readonly Team[]; season: number }) {
  return (
    <div className="table-wrap">
      <table className="table league__table">
        <caption className="visually-hidden">AGL teams of season {season}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              #
            </th>
            <th scope="col">Team</th>
            <th scope="col">Location</th>
            <th scope="col" className="num">
              Division
            </th>
            <th scope="col" className="num">
              Size
            </th>
            <th scope="col">Players</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team, i) => (
            <tr key={team.id}>
              <td className="num league__position">
                <span className="league__label" aria-hidden="true">
                  #
                </span>
                {i + 1}
              </td>
              <td className="league__team">
                <bdi>{team.name}</bdi>
              </td>
              <td className="league__location">{team.location}</td>
              <td className="num league__division">
                <span className="league__label">Division </span>
                {team.division}
              </td>
              <td className="num league__size-cell">
                <span className="league__label">Size </span>
                {team.teamSize}
              </td>
              <td className="league__roster">
                <ul className="league__players">
                  {team.players.map((p) => (
                    <li key={p}>
                      <a href={playerPath(p, team.locationId)} target="_blank" rel="noopener">
                        {p}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
