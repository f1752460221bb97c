import * as oidc from 'openid-client';
import type { Config } from '../config';

/** The login providers. */
export type Provider = 'google' | 'discord';

/** Who logged in, as the provider tells it. */
export interface ProviderProfile {
  provider: Provider;
  /** The provider's stable id of the account. */
  subject: string;
  email: string | null;
  displayName: string | null;
}

/** A login on its way to the provider: what the callback must check. */
interface LoginStart {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

/** Thrown when a provider refuses or the callback does not check out. */
export class LoginError extends Error {
  override name = 'LoginError';
}

// openid-client refuses plain http, and marks the switch that allows it deprecated to keep it out
// of production. We flip it only for a provider configured on http: a local mock in tests.
// biome-ignore lint/performance/noDynamicNamespaceImportAccess: one function, looked up so its deprecation flag stays at this one place
const allowHttp = oidc['allowInsecureRequests' as keyof typeof oidc] as (config: oidc.Configuration) => void;
const insecureIfLocal = (url: string) => (new URL(url).protocol === 'http:' ? { execute: [allowHttp] } : {});

/**
 * Google (OpenID Connect, discovered from its issuer) and Discord (OAuth 2.0 with fixed
 * endpoints), both with PKCE (S256) and a single-use state; Google's ID token is checked
 * against a nonce too. Endpoints come from configuration so tests can use a local mock.
 */
export class LoginProviders {
  private google: Promise<oidc.Configuration> | undefined;
  private discord: oidc.Configuration | undefined;

  constructor(private readonly config: Config) {}

  /** Which providers are configured. */
  available(): Record<Provider, boolean> {
    return { google: this.config.google !== undefined, discord: this.config.discord !== undefined };
  }

  private async configuration(provider: Provider): Promise<oidc.Configuration> {
    if (provider === 'google') {
      const g = this.config.google;
      if (!g) throw new LoginError('Google login is not configured.');
      this.google ??= oidc
        .discovery(new URL(g.issuer), g.clientId, g.clientSecret, undefined, insecureIfLocal(g.issuer))
        .catch((error: unknown) => {
          this.google = undefined;
          throw new LoginError(`Google could not be reached: ${(error as Error).message}`);
        });
      return this.google;
    }
    const d = this.config.discord;
    if (!d) throw new LoginError('Discord login is not configured.');
    if (!this.discord) {
      this.discord = new oidc.Configuration(
        {
          issuer: new URL(d.authorizeUrl).origin,
          authorization_endpoint: d.authorizeUrl,
          token_endpoint: d.tokenUrl,
        },
        d.clientId,
        d.clientSecret,
      );
      if (new URL(d.tokenUrl).protocol === 'http:') allowHttp(this.discord);
    }
    return this.discord;
  }

  /** The provider's authorization URL for a new login returning to `redirectUri`, and its checks. */
  async start(provider: Provider, redirectUri: string): Promise<LoginStart> {
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = provider === 'google' ? oidc.randomNonce() : null;
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider === 'google' ? 'openid email profile' : 'identify email',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      ...(nonce ? { nonce } : {}),
      ...(provider === 'discord' ? { prompt: 'none' } : {}),
    });
    return { url, state, codeVerifier, nonce };
  }

  /** Completes a login from the provider's callback URL; throws LoginError when it does not check out. */
  async finish(
    provider: Provider,
    callback: URL,
    checks: { state: string; codeVerifier: string; nonce: string | null },
  ): Promise<ProviderProfile> {
    const config = await this.configuration(provider);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(checks.nonce ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
    } catch (error) {
      throw new LoginError(`The login could not be completed: ${(error as Error).message}`);
    }
    if (provider === 'google') {
      const claims = tokens.claims();
      if (!claims) throw new LoginError('Google sent no identity.');
      return {
        provider,
        subject: claims.sub,
        email:
          typeof claims.email === 'string' && claims.email_verified !== false
            ? claims.email.toLowerCase()
            : null,
        displayName: typeof claims.name === 'string' ? claims.name : null,
      };
    }
    const d = this.config.discord;
    if (!d) throw new LoginError('Discord login is not configured.');
    const response = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(d.userUrl),
      'GET',
    );
    if (!response.ok) throw new LoginError(`Discord refused the account lookup (${response.status}).`);
    const me = (await response.json()) as {
      id?: unknown;
      username?: unknown;
      global_name?: unknown;
      email?: unknown;
      verified?: unknown;
    };
    if (typeof me.id !== 'string' || me.id === '') throw new LoginError('Discord sent no account id.');
    return {
      provider,
      subject: me.id,
      email: typeof me.email === 'string' && me.verified !== false ? me.email.toLowerCase() : null,
      displayName:
        typeof me.global_name === 'string'
          ? me.global_name
          : typeof me.username === 'string'
            ? me.username
            : null,
    };
  }
}
