import { useMemo, useState } from 'react';
import type { Team } from '../../contract/schemas/league';
import { DEFAULT_SEASON, TEAM_SIZE_OPTIONS } from '../../domain/constants';
import { playerPath } from '../../domain/paths';
import { filterTeams } from '../../domain/teams';
import { useDebounced } from '../shared/use-debounced';
import './league.css';

/** The league team directory: season, division, team size and a text filter over the teams. */
export function LeagueView({ teams }: { teams: Team[] }) {
  const seasons = useMemo(() => [...new Set(teams.map((t) => t.season))].sort((a, b) => b - a), [teams]);
  const [season, setSeason] = useState(
    seasons.includes(DEFAULT_SEASON) ? DEFAULT_SEASON : (seasons[0] ?? DEFAULT_SEASON),
  );
  const divisions = useMemo(
    () => [...new Set(teams.filter((t) => t.season === season).map((t) => t.division))].sort((a, b) => a - b),
    [teams, season],
  );
  const [division, setDivision] = useState<number | null>(null);
  const [teamSize, setTeamSize] = useState(0);
  const [text, setText] = useState('');
  const settledText = useDebounced(text);
  const shown = useMemo(
    () => filterTeams(teams, { season, division, teamSize, text: settledText }),
    [teams, season, division, teamSize, settledText],
  );

  return (
    <div className="league">
      <form className="league__filters" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          Season
          <select className="select" value={season} onChange={(e) => setSeason(Number(e.target.value))}>
            {seasons.map((s) => (
              <option key={s} value={s}>
                Season {s}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Division
          <select
            className="select"
            value={division ?? ''}
            onChange={(e) => setDivision(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">All</option>
            {divisions.map((d) => (
              <option key={d} value={d}>
                Division {d}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="league__sizes">
          <legend className="field">Team Size</legend>
          {TEAM_SIZE_OPTIONS.map((size) => (
            <label key={size} className="league__size">
              <input
                type="radio"
                name="team-size"
                value={size}
                checked={teamSize === size}
                onChange={() => setTeamSize(size)}
              />
              {size === 0 ? 'All' : size}
            </label>
          ))}
        </fieldset>
        <label className="field league__text">
          <span className="visually-hidden">Filter team or player</span>
          <input
            className="input"
            type="search"
            placeholder="Filter team or player..."
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </form>
      <p className="league__count" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'team' : 'teams'}
      </p>
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
            {shown.map((team, i) => (
              <tr key={team.id}>
                <td className="num">{i + 1}</td>
                <td className="league__team">{team.name}</td>
                <td>{team.location}</td>
                <td className="num">{team.division}</td>
                <td className="num">{team.teamSize}</td>
                <td>
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
      {shown.length === 0 && <p className="empty">No team matches these filters.</p>}
    </div>
  );
}
