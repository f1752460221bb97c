import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { DayClock } from '../domain/days';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * Requests worked on at once by default (docs/decisions.md, "Graceful overload"): on PostgreSQL
 * a request spends much of its time waiting on the database's own processes; PGlite works in this
 * thread, so more at once only slows each of them.
 */
const ACTIVE_ON_POSTGRES = 16;
const ACTIVE_ON_PGLITE = 4;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  PUBLIC_ORIGIN: optionalUrl,
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default('data/pglite'),
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  DB_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).default(200),
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(128),
  MAX_ACTIVE: z.coerce.number().int().min(1).max(100_000).optional(),
  MAX_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SERVER_JOBS: bool.default(true),
  SITE_NAME: z.string().trim().min(1).default('Arcade Stats'),
  AUTHOR_NAME: z.string().trim().min(1).default('Alex'),
  DISCORD_INVITE_URL: z.url().default('https://discord.com/'),
  DISCORD_ROLES_CHANNEL_ID: optionalText,
  DISCORD_APPLICATION_ID: optionalText,
  DISCORD_PUBLIC_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^[0-9a-f]{64}$/i, 'must be the 64 hex digits of the application public key')
        .optional(),
    ),
  DISCORD_BOT_TOKEN: optionalText,
  DISCORD_API_URL: z.url().default('https://discord.com/api/v10'),
  ALERT_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(1000),
  ALERT_RETRY_CAP_MS: z.coerce.number().int().min(1).max(86_400_000).default(300_000),
  ALERT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  // Web Push (docs/web-push.md): the browsers' subscriptions kept at most; who the push services
  // may contact about our messages (a mailto: or https: address; PUBLIC_ORIGIN when https);
  // and, for tests only, endpoints on this machine or a private network.
  PUSH_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  PUSH_CONTACT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'PUSH_CONTACT must be a mailto: or https:// address')
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: bool.default(false),
  INGEST_TOKEN: optionalText,
  HOLD_IMPLAUSIBLE_SCORES: bool.default(true),
  ADMIN_EMAILS: list,
  ROLLOVER_ENABLED: bool.default(true),
  WARM_PAGES: bool.default(true),
  CACHE_STATUS_HEADER: bool.default(false),
  ROLLOVER_HOUR: z.coerce.number().int().min(0).max(23).default(0),
  TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'not a known IANA time zone'),
  SENTRY_DSN: optionalUrl,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  DISCORD_AUTHORIZE_URL: z.url().default('https://discord.com/oauth2/authorize'),
  DISCORD_TOKEN_URL: z.url().default('https://discord.com/api/oauth2/token'),
  DISCORD_USER_URL: z.url().default('https://discord.com/api/users/@me'),
  SESSION_IDLE_DAYS: z.coerce.number().min(0.001).max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().min(0.001).max(365).default(30),
  RATE_LIMIT_SEARCH: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_INGEST: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_RENDER: z.coerce.number().int().min(1).default(120),
  DEMO_SEED: z.coerce.number().int().min(0).default(42),
  DEMO_PLAYERS: z.coerce.number().int().min(1).default(5000),
  DEMO_LOCATIONS: z.coerce.number().int().min(1).max(200).default(12),
  DEMO_DAYS: z.coerce.number().int().min(1).max(60).default(8),
});

/** Validated configuration. Nothing else in the project reads `process.env`. */
export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicOrigin: string | undefined;
  databaseUrl: string | undefined;
  pgliteDir: string;
  dbTimeoutMs: number;
  /** Connections to PostgreSQL for requests, and how many requests may wait for one (beyond: 503). */
  dbPool: { size: number; maxQueue: number };
  /** Dynamic requests in progress at most; beyond, 503 with Retry-After at once. */
  maxInFlight: number;
  /** Of those, how many work at once; the others wait their turn (launcher/load-shedding.ts). */
  maxActive: number;
  /** How long a request may wait for its turn; then 503 with Retry-After. */
  maxWaitMs: number;
  /** Proxies of ours in front of the server: the client's address is read from X-Forwarded-For past them. */
  trustedProxies: number;
  /**
   * Processes serving the site on the one port (launcher/workers.ts): one per core on PostgreSQL,
   * or WEB_CONCURRENCY; always one on PGlite, whose database lives inside its one process.
   */
  workers: number;
  /** Whether WEB_CONCURRENCY asked for more workers than PGlite allows (the launcher says so). */
  workersCapped: boolean;
  /**
   * Whether this process runs the jobs: the daily rollover and upkeep, and the overtaken alerts'
   * sender. Of a machine's workers only the first does (the others are started with it false).
   */
  jobs: boolean;
  siteName: string;
  authorName: string;
  discordInviteUrl: string;
  discordRolesChannelId: string | undefined;
  /** The chat application: interactions are verified with its public key; commands registered with its token. */
  discordApp: {
    applicationId: string | undefined;
    publicKey: string | undefined;
    botToken: string | undefined;
    /** Discord's API (tests point it at a local mock). */
    apiUrl: string;
  };
  /** Overtaken alerts' delivery: the first retry's wait (doubling each time, up to the cap) and the attempts at most. */
  alerts: { retryBaseMs: number; retryCapMs: number; maxAttempts: number };
  push: { maxSubscriptions: number; contact: string; allowPrivateEndpoints: boolean };
  ingestToken: string | undefined;
  /**
   * The import holds a score above its level's plausibility bound for an admin's review
   * (src/domain/plausibility.ts); off, every score counts at once (a chain's own trusted history).
   */
  holdImplausible: boolean;
  adminEmails: string[];
  rollover: { enabled: boolean; hour: number; timeZone: string };
  /** Render the public pages again right after each change of the data (launcher/warm-pages.ts). */
  warmPages: boolean;
  /**
   * Pages say whether they came from the page cache (`X-Page-Cache: hit` or `miss`): a diagnostic
   * for operators and tests, off by default since it tells anyone whose page someone viewed lately.
   */
  cacheStatusHeader: boolean;
  sentryDsn: string | undefined;
  /** Login providers; a provider without client id and secret is off. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  discord:
    | { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; userUrl: string }
    | undefined;
  /** Session lifetime: idle expiry and absolute expiry, in ms. */
  sessions: { idleMs: number; maxMs: number };
  /** Cookies carry Secure: the site's public origin is https (HTTPS in front of the server). */
  secureCookies: boolean;
  /**
   * Requests per minute per client: player searches (and name suggestions), login steps, ingest
   * calls, and renders (share cards, and pages not kept yet).
   */
  rateLimits: { search: number; login: number; ingest: number; render: number };
  /** The chain seeded into an empty database at start. */
  demo: { seed: number; players: number; locations: number; days: number };
};

/** Thrown when the environment does not describe a runnable configuration. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DAY_MS = 86_400_000;

let dotEnvLoaded = false;

/** process.env, after applying a `.env` file in the working directory if there is one (the real environment wins). */
export function environment(): Record<string, string | undefined> {
  if (!dotEnvLoaded) {
    dotEnvLoaded = true;
    try {
      process.loadEnvFile('.env');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return process.env;
}

/** Reads and validates the configuration from an environment (process.env and .env by default). */
export function loadConfig(env: Record<string, string | undefined> = environment()): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    publicOrigin: c.PUBLIC_ORIGIN,
    databaseUrl: c.DATABASE_URL,
    pgliteDir: path.resolve(c.PGLITE_DIR),
    dbTimeoutMs: c.DB_TIMEOUT_MS,
    dbPool: { size: c.DB_POOL_SIZE, maxQueue: c.DB_MAX_QUEUE },
    maxInFlight: c.MAX_IN_FLIGHT,
    maxActive: c.MAX_ACTIVE ?? (c.DATABASE_URL ? ACTIVE_ON_POSTGRES : ACTIVE_ON_PGLITE),
    maxWaitMs: c.MAX_WAIT_MS,
    trustedProxies: c.TRUST_PROXY,
    workers: c.DATABASE_URL ? (c.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    workersCapped: !c.DATABASE_URL && (c.WEB_CONCURRENCY ?? 1) > 1,
    jobs: c.SERVER_JOBS,
    siteName: c.SITE_NAME,
    authorName: c.AUTHOR_NAME,
    discordInviteUrl: c.DISCORD_INVITE_URL,
    discordRolesChannelId: c.DISCORD_ROLES_CHANNEL_ID,
    discordApp: {
      applicationId: c.DISCORD_APPLICATION_ID,
      publicKey: c.DISCORD_PUBLIC_KEY,
      botToken: c.DISCORD_BOT_TOKEN,
      apiUrl: c.DISCORD_API_URL.replace(/\/+$/, ''),
    },
    alerts: {
      retryBaseMs: c.ALERT_RETRY_BASE_MS,
      retryCapMs: c.ALERT_RETRY_CAP_MS,
      maxAttempts: c.ALERT_MAX_ATTEMPTS,
    },
    ingestToken: c.INGEST_TOKEN,
    push: {
      maxSubscriptions: c.PUSH_MAX_SUBSCRIPTIONS,
      contact:
        c.PUSH_CONTACT ??
        (c.PUBLIC_ORIGIN?.startsWith('https://') ? c.PUBLIC_ORIGIN : 'mailto:alerts@example.invalid'),
      allowPrivateEndpoints: c.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    },
    holdImplausible: c.HOLD_IMPLAUSIBLE_SCORES,
    adminEmails: c.ADMIN_EMAILS,
    rollover: { enabled: c.ROLLOVER_ENABLED, hour: c.ROLLOVER_HOUR, timeZone: c.TIME_ZONE },
    warmPages: c.WARM_PAGES,
    cacheStatusHeader: c.CACHE_STATUS_HEADER,
    sentryDsn: c.SENTRY_DSN,
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET, issuer: c.GOOGLE_ISSUER }
        : undefined,
    discord:
      c.DISCORD_CLIENT_ID && c.DISCORD_CLIENT_SECRET
        ? {
            clientId: c.DISCORD_CLIENT_ID,
            clientSecret: c.DISCORD_CLIENT_SECRET,
            authorizeUrl: c.DISCORD_AUTHORIZE_URL,
            tokenUrl: c.DISCORD_TOKEN_URL,
            userUrl: c.DISCORD_USER_URL,
          }
        : undefined,
    sessions: { idleMs: c.SESSION_IDLE_DAYS * DAY_MS, maxMs: c.SESSION_MAX_DAYS * DAY_MS },
    secureCookies: (c.PUBLIC_ORIGIN ?? '').startsWith('https:'),
    rateLimits: {
      search: c.RATE_LIMIT_SEARCH,
      login: c.RATE_LIMIT_LOGIN,
      ingest: c.RATE_LIMIT_INGEST,
      render: c.RATE_LIMIT_RENDER,
    },
    demo: { seed: c.DEMO_SEED, players: c.DEMO_PLAYERS, locations: c.DEMO_LOCATIONS, days: c.DEMO_DAYS },
  };
}

/** The chain's day clock (where business days begin) from the configuration. */
export function dayClock(config: Config): DayClock {
  return { timeZone: config.rollover.timeZone, rolloverHour: config.rollover.hour };
}
