import { OAuth2Server } from 'oauth2-mock-server';

/** Who the mock providers say logs in. */
export interface MockIdentities {
  google: { sub: string; email: string; name: string };
  discord: { id: string; username: string; email: string };
}

export const DEFAULT_IDENTITIES: MockIdentities = {
  google: { sub: 'google-user-1', email: 'ada.admin@example.com', name: 'Ada Admin' },
  discord: { id: '80351110224678912', username: 'nelly', email: 'nelly.player@example.com' },
};

/** Two local login providers: a Google-like OpenID provider and a Discord-like OAuth 2.0 one. */
export interface MockProviders {
  env: Record<string, string>;
  identities: MockIdentities;
  stop(): Promise<void>;
}

/**
 * Starts the mock providers (oauth2-mock-server: real OAuth 2.0 / OpenID Connect endpoints with
 * signed tokens and PKCE checks) and the configuration that points the site at them.
 */
export async function startMockProviders(
  ports: { google?: number; discord?: number } = {},
  identities: MockIdentities = DEFAULT_IDENTITIES,
): Promise<MockProviders> {
  const google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: identities.google.sub,
      email: identities.google.email,
      email_verified: true,
      name: identities.google.name,
    });
  });
  await google.start(ports.google ?? 0, '127.0.0.1');

  const discord = new OAuth2Server();
  await discord.issuer.keys.generate('RS256');
  discord.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
    response.body = {
      id: identities.discord.id,
      username: identities.discord.username,
      global_name: identities.discord.username,
      email: identities.discord.email,
      verified: true,
    };
  });
  await discord.start(ports.discord ?? 0, '127.0.0.1');

  const g = `http://127.0.0.1:${google.address().port}`;
  const d = `http://127.0.0.1:${discord.address().port}`;
  // The mock names itself 'localhost'; discovery requires the issuer to match the URL asked.
  google.issuer.url = g;
  discord.issuer.url = d;
  return {
    identities,
    env: {
      GOOGLE_CLIENT_ID: 'arcade-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: g,
      DISCORD_CLIENT_ID: 'arcade-discord',
      DISCORD_CLIENT_SECRET: 'discord-secret',
      DISCORD_AUTHORIZE_URL: `${d}/authorize`,
      DISCORD_TOKEN_URL: `${d}/token`,
      DISCORD_USER_URL: `${d}/userinfo`,
    },
    async stop() {
      await google.stop();
      await discord.stop();
    },
  };
}
