/** A team as the league filters see it. */
export interface FilterableTeam {
  name: string;
  season: number;
  division: number;
  players: readonly string[];
}

/** The league page's filters. `teamSize` 0 means all sizes; `division` null means all. */
export interface TeamFilters {
  season: number;
  division: number | null;
  teamSize: number;
  text: string;
}

/**
 * Teams passing the filters: exact season, exact division, exact player count (0 = any) and a
 * case-insensitive text match on the team name or any player's name.
 */
export function filterTeams<T extends FilterableTeam>(teams: readonly T[], filters: TeamFilters): T[] {
  const needle = filters.text.trim().toLocaleLowerCase('und');
  return teams.filter(
    (t) =>
      t.season === filters.season &&
      (filters.division === null || t.division === filters.division) &&
      (filters.teamSize === 0 || t.players.length === filters.teamSize) &&
      (needle === '' ||
        t.name.toLocaleLowerCase('und').includes(needle) ||
        t.players.some((p) => p.toLocaleLowerCase('und').includes(needle))),
  );
}
