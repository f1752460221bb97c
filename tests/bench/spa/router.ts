import { atom } from 'nanostores';
import type { PlayerScreen } from '../../../src/domain/paths';

/** A screen of the single-page app, read from the address. */
export type Route =
  | { kind: 'landing' }
  | { kind: 'player'; screen: PlayerScreen; playerName: string; locationId: number }
  | { kind: 'unknown' };

const SCREENS: readonly PlayerScreen[] = [
  'summary',
  'games',
  'leaderboard',
  'world-leaderboard',
  'global-league',
];

/** The route of a path: '/' or /player/{name}/location/{id}/{screen}, as the site has them. */
export function routeOf(pathname: string): Route {
  if (pathname === '/') return { kind: 'landing' };
  const [, player, name, location, id, screen] = pathname.split('/');
  const locationId = Number(id);
  if (player !== 'player' || location !== 'location' || !name || !Number.isInteger(locationId))
    return { kind: 'unknown' };
  const found = SCREENS.find((s) => s === screen);
  if (!found) return { kind: 'unknown' };
  let playerName = name;
  try {
    playerName = decodeURIComponent(name);
  } catch {
    // Keep the raw segment, as the site does.
  }
  return { kind: 'player', screen: found, playerName, locationId };
}

export const $route = atom<Route>(routeOf(window.location.pathname));

/**
 * The client router of the original product: clicks on this site's links change the address
 * and the screen without loading a page; everything else (new tabs, downloads, other sites and
 * paths the app does not know) is left to the browser.
 */
export function startRouter(): void {
  window.addEventListener('popstate', () => $route.set(routeOf(window.location.pathname)));
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    // Other sites, and jumps within the page (the skip link), are the browser's.
    if (url.origin !== window.location.origin || (url.hash && url.pathname === window.location.pathname))
      return;
    const route = routeOf(url.pathname);
    if (route.kind === 'unknown') return;
    event.preventDefault();
    window.history.pushState(null, '', url);
    $route.set(route);
    window.scrollTo(0, 0);
  });
}
