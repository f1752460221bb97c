import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { ReturnToQuery } from '../../../contract/schemas/auth';
import { safeReturnPath } from '../../../domain/return-path';
import { clearCookie, readCookie, SESSION_COOKIE } from '../../auth/cookies';
import { LOGOUT_PAGE_POLICY, logoutConfirmPage } from '../../auth/logout-page';
import { expectedOrigin } from '../../auth/middleware';
import { isSameOriginRequest } from '../../auth/same-origin';
import { endSession } from '../../auth/sessions';
import { defineEndpoint } from '../../http/endpoint';

/** The page that a cross-site logout gets: the declaration's redirect is the same-site answer only. */
const CONFIRM_PAGE: ResponseConfig = {
  description: 'The request did not come from this site: a page whose button logs out (nothing ended)',
  headers: {
    'Cache-Control': { description: '"no-store"', schema: { type: 'string' } },
    'Content-Security-Policy': {
      description: 'No script; the form submits to this site only',
      schema: { type: 'string' },
    },
  },
  content: { 'text/html': { schema: { type: 'string' } } },
};

/** The logout: a redirect for this site's own pages, a confirmation page for any other request. */
export const logout = defineEndpoint(
  {
    name: 'logout',
    method: 'GET',
    path: '/auth/logout',
    caching: 'private',
    summary:
      "Ends the session on the server, for a request from this site's own pages; any other gets a page with a logout button",
    description:
      "From this site's own pages (Sec-Fetch-Site, Origin or Referer): ends the session, clears its cookie and answers 302 to returnTo. From anywhere else (another site's link or image): 200 with an HTML page whose button logs out, and nothing ends.",
    tag: 'Accounts',
    access: 'public',
    query: ReturnToQuery,
    produces: 'redirect',
    answers: { 200: CONFIRM_PAGE },
    errors: {
      400: 'returnTo is over 2000 characters',
      // The login's limit, mounted on /auth/{provider}, applies to this path too.
      429: "Over the login's per-client rate limit (RATE_LIMIT_LOGIN), which this path shares",
    },
  },
  ({ database, config }) =>
    async ({ query }, c) => {
      const returnTo = safeReturnPath(query.returnTo);
      // A GET (links and images on any site can send one): only this site's own pages log out.
      const sameOrigin = isSameOriginRequest(
        {
          secFetchSite: c.req.header('sec-fetch-site'),
          origin: c.req.header('origin'),
          referer: c.req.header('referer'),
        },
        expectedOrigin(config, c.req.url),
      );
      if (!sameOrigin) {
        return c.html(logoutConfirmPage(config.siteName, returnTo), 200, {
          'Cache-Control': 'no-store',
          'Content-Security-Policy': LOGOUT_PAGE_POLICY,
        });
      }
      const id = readCookie(c, SESSION_COOKIE);
      if (id) await endSession(database.db, id);
      clearCookie(c, config, SESSION_COOKIE);
      return c.redirect(returnTo, 302);
    },
);
