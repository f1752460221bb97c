import { type ReactNode, useMemo, useState } from 'react';
import type { Team } from '../../contract/schemas/league';
import { TEAM_SIZE_OPTIONS } from '../../domain/constants';
import { filterTeams, type LeagueIndex } from '../../domain/teams';
import { useDebounced } from '../shared/use-debounced';
import { LeagueTable } from './LeagueTable';
import './league.css';

interface Props {
  /** The seasons, their divisions and team counts: all the filters need before a team is drawn. */
  index: LeagueIndex;
  /** Every season's teams; asked for only when this view draws the table itself. */
  teams: () => readonly Team[];
  /**
   * The first season's table, unfiltered, as the server drew it: shown (not hydrated) until a
   * filter moves, so the page need not carry the teams as the island's props, nor the browser
   * draw them again on load.
   */
  children?: ReactNode;
}

/** The league team directory: season, division, team size and a text filter over the teams. */
export function LeagueView({ index, teams, children }: Props) {
  const [season, setSeason] = useState(index.season);
  const divisions = index.divisions[season] ?? [];
  const [division, setDivision] = useState<number | null>(null);
  const [teamSize, setTeamSize] = useState(0);
  const [text, setText] = useState('');
  const settledText = useDebounced(text);
  const serverTable =
    children !== undefined &&
    season === index.season &&
    division === null &&
    teamSize === 0 &&
    settledText.trim() === '';
  const shown = useMemo(
    () => (serverTable ? null : filterTeams(teams(), { season, division, teamSize, text: settledText })),
    [serverTable, teams, season, division, teamSize, settledText],
  );
  const count = shown ? shown.length : (index.counts[season] ?? 0);

  const chooseSeason = (next: number) => {
    setSeason(next);
    // A division the new season lacks would leave the list empty with no option selected.
    if (division !== null && !(index.divisions[next] ?? []).includes(division)) setDivision(null);
  };

  return (
    <div className="league">
      <form className="league__filters" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          Season
          <select className="select" value={season} onChange={(e) => chooseSeason(Number(e.target.value))}>
            {index.seasons.map((s) => (
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
        {count} {count === 1 ? 'team' : 'teams'}
      </p>
      {shown ? <LeagueTable teams={shown} season={season} /> : children}
      {count === 0 && <p className="empty">No team matches these filters.</p>}
    </div>
  );
}
