import { TEAMS_FAILED } from '../../domain/messages';
import type { Runtime } from '../runtime';
import { allTeams } from '../services/teams';
import { loadPage, type PageLoad } from './page-load';

/** What the league page shows, or why it cannot. */
type LeaguePage = PageLoad<{ teams: Awaited<ReturnType<typeof allTeams>> }>;

/** Loads the league teams for the public league page (/league). */
export function loadPublicLeaguePage(runtime: Pick<Runtime, 'database'>): Promise<LeaguePage> {
  return loadPage(TEAMS_FAILED, async () => ({ teams: await allTeams(runtime.database.db) }));
}

/** Loads the league teams for the player area's league page (the address names a player and venue). */
export async function loadLeaguePage(
  runtime: Pick<Runtime, 'database'>,
  params: { playerName?: string | undefined; locationId?: string | undefined },
): Promise<LeaguePage> {
  if (!params.playerName) return { kind: 'invalid', problem: 'Missing player name' };
  if (!params.locationId) return { kind: 'invalid', problem: 'Missing location id' };
  return loadPublicLeaguePage(runtime);
}
