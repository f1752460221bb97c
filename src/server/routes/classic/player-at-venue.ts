import type { CachedReads } from '../../services/cached-reads';

/** The player and the venue a classic address names, looked up together (a 404 for either). */
export function playerAtVenue(cached: CachedReads, params: { playerName: string; loc: number }) {
  return Promise.all([cached.player(params.playerName), cached.venue(params.loc)]);
}
