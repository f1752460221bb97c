import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { ApiErrorBody } from '../../contract/schemas/common';
import { XSRF_HEADER } from '../../contract/security';
import { SESSION_COOKIE } from '../auth/cookies';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from './cache-control';
import type { Access, Caching, Method } from './endpoint-policy';
import { BUSY_RETRY_AFTER_SECONDS } from './error-body';
import { STREAM_CACHE_CONTROL } from './event-streams';

/** Statuses an endpoint may document beside those its declaration implies. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
export type DocumentedErrors = Partial<Record<ErrorStatus, string>>;

/** The security schemes of the document: the login's cookie, the anti-forgery header, the ingest token. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The login session (Google or Discord), set by the login callback; HttpOnly.',
  },
  antiForgery: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description:
      'A logged-in change echoes the XSRF-TOKEN cookie (readable by scripts, set at login) in this header, and comes from this site (Origin, Sec-Fetch-Site).',
  },
  ingestToken: { type: 'http', scheme: 'bearer', description: 'The server’s INGEST_TOKEN.' },
  discordSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature-Ed25519',
    description:
      'Discord’s Ed25519 signature of X-Signature-Timestamp and the body, checked with DISCORD_PUBLIC_KEY.',
  },
} as const;

/** Who proves what, per access level (a public operation needs nothing). */
export const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  user: [{ session: [], antiForgery: [] }],
  admin: [{ session: [], antiForgery: [] }],
  ingest: [{ ingestToken: [] }],
  discord: [{ discordSignature: [] }],
};

const text = (description: string) => ({ description, schema: { type: 'string' as const } });

const errorContent = { 'application/json': { schema: ApiErrorBody } };
const error = (description: string, headers?: Record<string, ReturnType<typeof text>>) => ({
  description,
  content: errorContent,
  ...(headers ? { headers } : {}),
});

const retryAfter = (description: string) => ({ 'Retry-After': text(description) });

/** The headers of a successful answer, by who may keep it. */
function okHeaders(caching: Caching): Record<string, ReturnType<typeof text>> {
  if (caching === 'shared')
    return {
      'Cache-Control': text(`"${SHARED_CACHE_CONTROL}"`),
      ETag: text('A weak validator; If-None-Match with it answers 304 while the data is unchanged.'),
      Vary: text('Accept-Encoding (a kept answer is sent in the encoding asked for).'),
    };
  if (caching === 'private') return { 'Cache-Control': text(`"${PRIVATE_CACHE_CONTROL}"`) };
  return {};
}

/** The headers of a successful answer of that media type (see okHeaders). */
function bodyHeaders(mediaType: string, headers: Record<string, ReturnType<typeof text>>) {
  // An image goes as it is (it is compressed already): one representation, so no Vary.
  if (mediaType.startsWith('image/')) {
    const { Vary: _, ...rest } = headers;
    return rest;
  }
  if (mediaType === 'text/event-stream')
    return {
      'Cache-Control': text(`"${STREAM_CACHE_CONTROL}": nobody keeps it, no proxy holds its events back`),
      'X-Accel-Buffering': text('"no": a buffering proxy (nginx) passes each event on as it is written'),
    };
  return headers;
}

/** The answer of a success: JSON, another media type, or a redirect. */
function success(spec: DocumentedSpec) {
  const headers = okHeaders(spec.caching);
  if (spec.produces === 'redirect')
    return {
      302: {
        description: 'Found: the browser goes on to Location',
        headers: { ...headers, Location: text('Where the browser goes next') },
      },
    };
  const schema: z.ZodType | Record<string, unknown> = spec.response ?? { type: 'string' };
  const mediaType = spec.produces ?? 'application/json';
  const binary = mediaType.startsWith('image/');
  return {
    200: {
      description: 'OK',
      headers: bodyHeaders(mediaType, headers),
      content: { [mediaType]: { schema: binary ? { type: 'string', format: 'binary' } : schema } },
    },
  };
}

/** What of an endpoint's declaration decides its statuses (see EndpointSpec). */
interface DocumentedSpec {
  method: Method;
  access: Access;
  caching: Caching;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: z.ZodType | undefined;
  produces?: string | undefined;
  consumes?: string | undefined;
  throttle?: string | undefined;
  errors?: DocumentedErrors | undefined;
}

/**
 * Every status an endpoint can answer, from its declaration: what its checks refuse (a malformed
 * request, no login, another site, a body too large or not JSON, a rate limit), the 304 of a kept
 * read, the 503 any request may get when the server is busy or its database away, and the
 * statuses the endpoint lists itself (whose descriptions win).
 */
export function documentedResponses(spec: DocumentedSpec) {
  const write = spec.method !== 'GET';
  const machine = spec.access === 'ingest' || spec.access === 'discord';
  const responses: Record<string, ResponseConfig> = { ...success(spec) };
  if (spec.caching === 'shared')
    responses[304] = { description: 'Not modified: If-None-Match named the current ETag' };
  if (spec.params || spec.query || spec.body || spec.headers)
    responses[400] = error('The request is malformed; the message says what is wrong');
  // A path whose parameter is empty or names nothing is not found (the endpoint may say more).
  if (spec.params)
    responses[404] = error('Not found: nothing has that id or name, or a path segment is empty');
  if (spec.access === 'user' || spec.access === 'admin') responses[401] = error('Not logged in');
  if (spec.access === 'ingest') responses[401] = error('No valid bearer token');
  if (spec.access === 'discord') responses[401] = error('The signature does not verify');
  if (spec.access === 'admin') responses[403] = error('Not an admin, or the anti-forgery check failed');
  else if (write && !machine)
    responses[403] = error('The anti-forgery check failed (another site, or no X-XSRF-TOKEN)');
  if (spec.access === 'ingest') responses[403] = error('Not enabled: the server has no INGEST_TOKEN');
  if (write) responses[413] = error('The body is over the limit');
  if (spec.body && !spec.consumes) responses[415] = error('The body is not JSON (Content-Type)');
  if (spec.throttle)
    responses[429] = error(
      'Over the per-client rate limit',
      retryAfter('Seconds until the limit resets; RateLimit-* headers too'),
    );
  responses[503] = error(
    'The server is busy or its database unavailable; try again later',
    retryAfter(`Seconds to wait (${BUSY_RETRY_AFTER_SECONDS} when busy)`),
  );
  for (const [status, description] of Object.entries(spec.errors ?? {})) {
    const known = responses[Number(status)] as { headers?: unknown } | undefined;
    // A limit of the endpoint's own (not its throttle's) says when to come back too.
    const headers = known?.headers ?? (status === '429' ? retryAfter('Seconds to wait') : undefined);
    responses[Number(status)] = error(description, headers as Record<string, ReturnType<typeof text>>);
  }
  return responses;
}
