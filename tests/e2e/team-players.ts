import type { APIRequestContext } from '@playwright/test';
import { seededNames } from './players';

/** A team of the league, as the API lists them. */
export interface Team {
  season: number;
  name: string;
  locationId: number;
  players: string[];
}

/**
 * A seeded player in a season 2 team, at the team's venue, and how many teams they played in;
 * with `longest`, the one whose team line (team name and roster) is the longest.
 */
export async function teamPlayer(
  request: APIRequestContext,
  longest = false,
): Promise<{ name: string; team: Team; teams: number }> {
  const teams = (await (await request.get('/api/agl/teams')).json()) as Team[];
  const seeded = new Set(seededNames());
  const candidates = teams
    .filter((t) => t.season === 2)
    .flatMap((team) => team.players.filter((p) => seeded.has(p)).map((name) => ({ name, team })));
  const length = (team: Team) => team.name.length + team.players.join().length;
  if (longest) candidates.sort((a, b) => length(b.team) - length(a.team));
  const pick = candidates[0];
  if (!pick) throw new Error('no seeded player in a season 2 team');
  return { ...pick, teams: teams.filter((t) => t.players.includes(pick.name)).length };
}
