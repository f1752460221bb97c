import { decodePathSegment, type PlayerScreen, playerPath } from './paths';
import { cleanPlayerName } from './player-name';

/**
 * Addresses of the older UI's player screens. They all live on '/', kept in the query so a
 * screen survives a reload and the UI switch can land on the equivalent screen of the other
 * variant: /?player=NAME&location=ID&screen=summary|games|leaderboard|world-leaderboard|badges
 * (games also takes &room=ID).
 */

/** Screens of the older UI's player area. */
export const CLASSIC_SCREENS = ['summary', 'games', 'leaderboard', 'world-leaderboard', 'badges'] as const;
export type ClassicScreen = (typeof CLASSIC_SCREENS)[number];

/** Where the older UI is: the lookup screen, or a player's screen at a venue. */
export type ClassicRoute =
  | { kind: 'lookup' /** A name to look up at once (from ?player= without a venue). */; search?: string }
  | { kind: 'player'; player: string; location: number; screen: ClassicScreen; room?: number | undefined };

const isScreen = (value: string | null): value is ClassicScreen => CLASSIC_SCREENS.some((s) => s === value);

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

/** Reads the older UI's route from a query string ('?player=...'); anything unusable is the lookup screen. */
export function parseClassicQuery(search: string): ClassicRoute {
  const query = new URLSearchParams(search);
  const player = cleanPlayerName(query.get('player') ?? '');
  if (player === '') return { kind: 'lookup' };
  const location = positiveInt(query.get('location'));
  if (location === undefined) return { kind: 'lookup', search: player };
  const screenParam = query.get('screen');
  const screen: ClassicScreen = isScreen(screenParam) ? screenParam : 'summary';
  const room = screen === 'games' ? positiveInt(query.get('room')) : undefined;
  return { kind: 'player', player, location, screen, ...(room !== undefined && { room }) };
}

/** The address of an older-UI route. */
export function classicPath(route: ClassicRoute): string {
  if (route.kind === 'lookup') return '/';
  const query = new URLSearchParams({
    player: route.player,
    location: String(route.location),
    screen: route.screen,
  });
  if (route.screen === 'games' && route.room !== undefined) query.set('room', String(route.room));
  return `/?${query.toString()}`;
}

/** The newer UI's screen showing the same as an older one (badges has none: the summary). */
function newerScreenOf(screen: ClassicScreen): PlayerScreen {
  return screen === 'badges' ? 'summary' : screen;
}

/** The older UI's screen showing the same as a newer one (the league has none: the summary). */
function classicScreenOf(screen: PlayerScreen): ClassicScreen {
  return screen === 'global-league' ? 'summary' : screen;
}

/** Where the newer UI shows what an older-UI route shows. */
export function newerPathOf(route: ClassicRoute): string {
  return route.kind === 'player'
    ? playerPath(route.player, route.location, newerScreenOf(route.screen))
    : '/';
}

/**
 * Where the older UI shows the newer player screen at `pathname` ('/player/{name}/location/{id}/...'),
 * or '/' for any other path. Read from the address in the browser: a board page is shared by
 * every player of its venue (server/page-cache.ts), so it cannot carry one player's name.
 */
export function classicPathOfNewerPath(pathname: string, screen: PlayerScreen): string {
  const match = /^\/player\/([^/]+)\/location\/(\d+)(?:\/|$)/.exec(pathname);
  if (!match) return '/';
  const name = decodePathSegment(match[1] ?? '');
  const locationId = Number(match[2]);
  return name && Number.isSafeInteger(locationId) && locationId > 0
    ? classicPathOf(name, locationId, screen)
    : '/';
}

/** Where the older UI shows a newer player screen. */
export function classicPathOf(playerName: string, locationId: number, screen: PlayerScreen): string {
  return classicPath({
    kind: 'player',
    player: playerName,
    location: locationId,
    screen: classicScreenOf(screen),
  });
}
