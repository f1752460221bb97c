export * from './constants';
export * from './sample-leaderboard';
