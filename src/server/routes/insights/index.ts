import { playNext } from './play-next';
import { recentBests } from './recent-bests';

/** Player insights: what to play next, and recent personal bests (kept per data version). */
export const insightEndpoints = [playNext, recentBests] as const;
