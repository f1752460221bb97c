import { discordInteractions } from './discord-interactions';

/** The chat application's interactions endpoint (Discord calls it; it verifies every request). */
export const discordEndpoints = [discordInteractions] as const;
