/** A team as the league filters see it. */
interface FilterableTeam {
  name: string;
  season: number;
  division: number;
  players: readonly string[];
}

/** The league page's filters. `teamSize` 0 means all sizes; `division` null means all. */
interface TeamFilters {
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

/**
 * What the league's filters show before any team is drawn: the seasons (newest first), the one
 * shown at first, each season's divisions and how many teams it has. Keys are season numbers.
 */
export interface LeagueIndex {
  seasons: number[];
  season: number;
  divisions: Record<number, number[]>;
  counts: Record<number, number>;
}

/** The index of a league's teams; the first season shown is `preferred` when the league has it. */
export function leagueIndex(teams: readonly FilterableTeam[], preferred: number): LeagueIndex {
  const divisions: Record<number, number[]> = {};
  const counts: Record<number, number> = {};
  for (const t of teams) {
    const seen = divisions[t.season] ?? [];
    if (!seen.includes(t.division)) divisions[t.season] = [...seen, t.division];
    counts[t.season] = (counts[t.season] ?? 0) + 1;
  }
  for (const list of Object.values(divisions)) list.sort((a, b) => a - b);
  const seasons = Object.keys(counts)
    .map(Number)
    .sort((a, b) => b - a);
  return {
    seasons,
    season: seasons.includes(preferred) ? preferred : (seasons[0] ?? preferred),
    divisions,
    counts,
  };
}
