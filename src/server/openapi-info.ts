import { SHARED_CACHE_CONTROL } from './http/cache-control';

/**
 * The document-level parts of the OpenAPI document (src/server/openapi.ts): what the whole API is,
 * where it is served, and the tags its operations are grouped by, each described (redocly's
 * recommended rules, `npm test`'s contract step).
 */
export const OPENAPI_INFO = {
  title: 'Arcade Stats API',
  version: '1.0.0',
  description: [
    'The scores backend of Arcade Stats. Errors are JSON: { "error": { "code", "message" } }.',
    'The read API is public: an operation without security needs no key or login.',
    `Public reads answer Cache-Control "${SHARED_CACHE_CONTROL}" with an ETag; If-None-Match gets 304 while the data has not changed.`,
    'Operations with x-rate-limit are limited per client address to that many requests a minute (429 with Retry-After and RateLimit headers beyond).',
    'Any request may be answered 503 with Retry-After when the server is busy or its database away.',
    'The examples are values of the demo chain `npm start` seeds (DEMO_SEED 42).',
  ].join(' '),
  license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
} as const;

/** Where the API is: the site that serves the document (relative, so any deployment's own). */
export const OPENAPI_SERVERS = [{ url: '/', description: 'The site that serves this document' }];

/** The tags of the operations, in the order the reference lists them. */
export const OPENAPI_TAGS = [
  { name: 'System', description: 'Health, last update, and this document' },
  { name: 'Accounts', description: 'Logging in and out, the session, followed players and player links' },
  { name: 'Players', description: "A player's figures, history and comparisons at a venue" },
  { name: 'Leaderboards', description: 'Venue, city and period boards, and the boards of single levels' },
  { name: 'Venues', description: 'The venues, their screens and event streams' },
  { name: 'Badges', description: 'Badges and who has earned them' },
  { name: 'Games', description: 'The site’s own games' },
  { name: 'League', description: 'League teams' },
  { name: 'Stats', description: 'Daily usage statistics and visit counts' },
  { name: 'Alerts', description: 'Web push subscriptions for overtaken alerts' },
  { name: 'Sharing', description: 'Share cards (PNG) and Atom feeds' },
  { name: 'Older UI', description: 'The older interface’s reads, kept for its pages' },
  { name: 'Admin', description: 'Venue, badge, challenge, user and score administration (admins only)' },
  {
    name: 'Operations',
    description: 'Score ingest, the catalog, the daily rollover and the chat bot (machines)',
  },
];
