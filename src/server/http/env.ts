import type { Hono } from 'hono';
import type { SessionUser } from '../auth/sessions';

/** What the middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    /** The logged-in user, or null. */
    user: SessionUser | null;
    /** The raw session id from the cookie, when the session is live. */
    sessionId: string | null;
  };
}

/** A router of the API. */
export type Router = Hono<AppEnv>;
