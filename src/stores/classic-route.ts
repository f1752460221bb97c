import { atom, computed, onMount } from 'nanostores';
import {
  type ClassicRoute,
  type ClassicScreen,
  classicPath,
  newerPathOf,
  parseClassicQuery,
} from '../domain/classic-paths';

const fromLocation = (): ClassicRoute =>
  typeof window === 'undefined' ? { kind: 'lookup' } : parseClassicQuery(window.location.search);

/** Where the older UI is; mirrors the address bar's query (reload-safe, Back/Forward aware). */
export const $classicRoute = atom<ClassicRoute>(fromLocation());

onMount($classicRoute, () => {
  $classicRoute.set(fromLocation());
  const onPopState = () => $classicRoute.set(fromLocation());
  // The window listened to, kept: the unmount comes a second after the last listener leaves, when
  // the page (or a test's document) may be gone.
  const listened = window;
  listened.addEventListener('popstate', onPopState);
  return () => listened.removeEventListener('popstate', onPopState);
});

/** Where the variant switch should take the user: the newer UI's equivalent screen (null: stay). */
export const $newUiTarget = computed($classicRoute, (route) =>
  route.kind === 'player' ? newerPathOf(route) : null,
);

/** Goes to a route, adding a history entry (or replacing the current one). */
export function navigate(route: ClassicRoute, options: { replace?: boolean } = {}): void {
  $classicRoute.set(route);
  if (typeof window === 'undefined') return;
  const path = classicPath(route);
  if (window.location.pathname + window.location.search === path) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}

/** Opens a player's screen at a venue (the Account Summary unless told otherwise). */
export function openPlayer(player: string, location: number, screen: ClassicScreen = 'summary'): void {
  navigate({ kind: 'player', player, location, screen });
}

/** Shows another screen of the current player (a room, for the games view). */
export function showScreen(screen: ClassicScreen, room?: number): void {
  const route = $classicRoute.get();
  if (route.kind !== 'player') return;
  navigate({ ...route, screen, room: screen === 'games' ? room : undefined });
}
