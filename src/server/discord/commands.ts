/** Discord application command option type: a string. */
const STRING = 3;

/** The chat commands: track and untrack a profile. */
const COMMANDS = [
  {
    name: 'track',
    description: 'Track your player profile: the site then shows what changed since yesterday',
    type: 1,
    options: [
      { type: STRING, name: 'profile', description: 'Your player name', required: true, max_length: 64 },
    ],
  },
  {
    name: 'untrack',
    description: 'Stop tracking your player profile',
    type: 1,
    options: [
      { type: STRING, name: 'profile', description: 'Your player name', required: true, max_length: 64 },
    ],
  },
] as const;

/** The HTTP request that registers the commands (replacing the application's global commands). */
export function registerCommandsRequest(
  applicationId: string,
  botToken: string,
  apiBase = 'https://discord.com/api/v10',
) {
  return {
    url: `${apiBase}/applications/${encodeURIComponent(applicationId)}/commands`,
    init: {
      method: 'PUT',
      headers: { Authorization: `Bot ${botToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(COMMANDS),
    },
  } as const;
}
