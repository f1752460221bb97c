/**
 * localStorage keys: who "me" is on this device, and the players looked up here lately (the same as
 * remembered-players.ts writes), for the landing to check before loading that store.
 */
export const ME_KEY = 'myPlayer';
export const RECENT_KEY = 'recentPlayers';
