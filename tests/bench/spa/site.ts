/** The site's defaults (src/server/config.ts), which the server pages render from their config. */
export const SITE = { name: 'Arcade Stats', author: 'Alex', inviteUrl: 'https://discord.com/' } as const;
