import { followPlayers } from './follow-players';
import { followedPlayers } from './followed-players';
import { levelBoardPlayers } from './level-board-players';
import { playersGlance } from './players-glance';
import { unfollowPlayer } from './unfollow-player';

/** Friends: several players at a glance or on a level's board, and a logged-in user's followed players. */
export const friendEndpoints = [
  playersGlance,
  levelBoardPlayers,
  followedPlayers,
  followPlayers,
  unfollowPlayer,
] as const;
