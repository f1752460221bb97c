/** Screens of the player area (newer UI). */
export type PlayerScreen = 'summary' | 'games' | 'leaderboard' | 'world-leaderboard' | 'global-league';

/** The path of a player's screen at a venue; the name is URI-encoded once. */
export function playerPath(playerName: string, locationId: number, screen: PlayerScreen = 'summary'): string {
  return `/player/${encodeURIComponent(playerName)}/location/${locationId}/${screen}`;
}
