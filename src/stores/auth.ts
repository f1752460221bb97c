import { map } from 'nanostores';
import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { AuthState, AuthUser } from '../contract/schemas/auth';

/** Who is logged in: the user, whether authenticated, and whether it is still loading. */
export const $auth = map<{
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  providers: AuthState['providers'];
}>({ user: null, isAuthenticated: false, isLoading: true, providers: { google: false, discord: false } });

/** Asks the server who is logged in. A failure leaves the visitor anonymous. */
export async function loadAuth(): Promise<void> {
  $auth.setKey('isLoading', true);
  try {
    const state = await callApi(routes.authMe, {});
    $auth.set({
      user: state.user,
      isAuthenticated: state.isAuthenticated,
      isLoading: false,
      providers: state.providers,
    });
  } catch {
    $auth.set({ ...$auth.get(), user: null, isAuthenticated: false, isLoading: false });
  }
}

/** Where a login with a provider starts; it returns to the current page afterwards. */
export function loginUrl(provider: 'google' | 'discord', returnTo: string): string {
  return `/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`;
}
