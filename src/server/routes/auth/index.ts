import { authMe } from './auth-me';
import { login } from './login';
import { loginCallback } from './login-callback';
import { logout } from './logout';

/** Who is logged in; login with Google and Discord, and logout. */
export const authEndpoints = [
  authMe,
  // Before /auth/{provider}, which would otherwise take 'logout' for a provider.
  logout,
  login,
  loginCallback,
] as const;
