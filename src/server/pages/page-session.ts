import type { AstroCookies } from 'astro';
import { SESSION_COOKIE } from '../auth/cookies';
import { type SessionUser, sessionUser } from '../auth/sessions';
import { isDatabaseUnavailable } from '../db/errors';
import type { Runtime } from '../runtime';

/** The logged-in user of a page request, or null. */
export async function pageUser(runtime: Runtime, cookies: AstroCookies): Promise<SessionUser | null> {
  const id = cookies.get(SESSION_COOKIE)?.value;
  if (!id) return null;
  return (await sessionUser(runtime.database.db, runtime.config, id, new Date())) ?? null;
}

/**
 * Whether a public page's visitor is a logged-in admin, for the admin's tools on it. Without the
 * database nobody can be recognised: the page is then shown as to anyone (it may still have what
 * it shows from the kept data), rather than failing for want of a tool.
 */
export async function isAdminVisitor(runtime: Runtime, cookies: AstroCookies): Promise<boolean> {
  try {
    return (await pageUser(runtime, cookies))?.role === 'admin';
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false;
    throw error;
  }
}
