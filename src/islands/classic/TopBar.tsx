import { useStore } from '@nanostores/react';
import * as Dialog from '@radix-ui/react-dialog';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { HELD_SCORES_PATH } from '../../domain/admin-paths';
import { $auth, loadAuth, loginUrl } from '../../stores/auth';
import { $newUiTarget } from '../../stores/classic-route';
import { UiSwitch } from '../shared/UiSwitch';

interface Props {
  siteName: string;
  /** Where the newer UI shows the same thing (switching variants goes there). */
  newUiTarget?: string | undefined;
  /** On '/': the switch follows the older UI's current screen (its player screens live in the query). */
  followClassicRoute?: boolean | undefined;
}

const PROVIDERS = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'discord', label: 'Continue with Discord' },
] as const;

/** The Admin Page link, with how many scores wait for review: to their tab when any do. */
function AdminLink({ held }: { held: number }) {
  if (held === 0) return <a href="/admin">Admin Page</a>;
  const waiting = `${held} ${held === 1 ? 'score waits' : 'scores wait'} for review`;
  return (
    <a href={HELD_SCORES_PATH} aria-label={`Admin Page ${waiting}`}>
      Admin Page
      <span className="count-badge" aria-hidden="true">
        {held}
      </span>
    </a>
  );
}

/**
 * The older UI's top bar: Play Strategy, login or logout with a welcome message, the Admin Page
 * link for admins (with how many scores wait for their review), and the login dialog offering Google and Discord.
 */
export function TopBar({ siteName, newUiTarget, followClassicRoute = false }: Props) {
  const auth = useStore($auth);
  const routeTarget = useStore($newUiTarget);
  const switchTarget = (followClassicRoute ? routeTarget : null) ?? newUiTarget;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadAuth();
  }, []);
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  const name = auth.user?.displayName ?? auth.user?.playerName ?? auth.user?.email ?? 'player';

  return (
    <header className="top-bar">
      <a className="top-bar__brand" href="/">
        {siteName}
      </a>
      <nav className="top-bar__nav" aria-label="Main">
        <a href="/strategy/1">Play Strategy</a>
        <a href="/mini-tournament">Mini Tournament</a>
        <a href="/maze">Laser Maze</a>
        <a href="/toc">TOC 2026</a>
        <span className="top-bar__disabled" aria-disabled="true">
          Challenges <small>(coming soon)</small>
        </span>
        {auth.user?.role === 'admin' && <AdminLink held={auth.user.heldScores ?? 0} />}
      </nav>
      <div className="top-bar__account">
        {auth.isAuthenticated ? (
          <>
            <span className="top-bar__welcome">
              Welcome, <bdi>{name}</bdi>!
            </span>
            <a className="button button--ghost" href="/auth/logout">
              <LogOut aria-hidden="true" size={18} /> Log out
            </a>
          </>
        ) : (
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className="button" disabled={auth.isLoading}>
              <LogIn aria-hidden="true" size={18} /> Log in
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="drawer__overlay" />
              <Dialog.Content className="dialog dialog--centered" aria-describedby="login-help">
                <div className="drawer__head">
                  <Dialog.Title className="dialog__title">Log in</Dialog.Title>
                  <Dialog.Close className="icon-button" aria-label="Close">
                    <X aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <p id="login-help">Log in to claim your player profile.</p>
                <div className="login-options">
                  {PROVIDERS.map((p) =>
                    auth.providers[p.id] ? (
                      <a key={p.id} className="button button--primary" href={loginUrl(p.id, here)}>
                        {p.label}
                      </a>
                    ) : (
                      <span key={p.id} className="button" aria-disabled="true">
                        {p.label.replace('Continue with ', '')} login is not configured
                      </span>
                    ),
                  )}
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        )}
        <UiSwitch from="old" target={switchTarget} />
      </div>
    </header>
  );
}
