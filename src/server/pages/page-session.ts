import type { AstroCookies } from 'astro';
import { SESSION_COOKIE } from '../auth/cookies';
import { type SessionUser, sessionUser } from '../auth/sessions';
import type { Runtime } from '../runtime';

/** The logged-in user of a page request, or null. */
export async function pageUser(runtime: Runtime, cookies: AstroCookies): Promise<SessionUser | null> {
  const id = cookies.get(SESSION_COOKIE)?.value;
  if (!id) return null;
  return (await sessionUser(runtime.database.db, runtime.config, id, new Date())) ?? null;
}
