import type { SessionUser } from '../auth/sessions';

/** What the server hands the app with each request (Hono's bindings: `c.env`). */
export interface ApiBindings {
  /**
   * The client's network address, for the rate limits. Passed beside the request rather than as
   * a header, which a client could send itself; unset in tests and tools.
   */
  clientAddress?: string;
}

/** What the middleware puts on every request's context. */
export interface AppEnv {
  Bindings: ApiBindings;
  Variables: {
    /** The logged-in user, or null. */
    user: SessionUser | null;
    /** The raw session id from the cookie, when the session is live. */
    sessionId: string | null;
  };
}
