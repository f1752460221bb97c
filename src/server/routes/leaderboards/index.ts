import { leaderboard } from './leaderboard';
import { periodBoard } from './period-board';

/** Venue, city and world leaderboards with day-over-day changes, and over this month and year. */
export const leaderboardEndpoints = [leaderboard, periodBoard] as const;
