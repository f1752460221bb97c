import type { APIRequestContext, Page } from '@playwright/test';
import type { ClassicPlayerInfo } from '../../src/contract/schemas/classic';
import { gotoReady } from './hydration';
import { seededNames } from './players';

/** Turns the older UI on for every page the test opens (the stored feature flags, before any script). */
export async function useOldUI(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = JSON.parse(localStorage.getItem('featureFlags') ?? '{}');
    // Only the first page of a test sets it: a switch made later in the test must stick.
    if (sessionStorage.getItem('e2e-flag-set') === null) {
      localStorage.setItem('featureFlags', JSON.stringify({ ...flags, oldUI: true }));
      sessionStorage.setItem('e2e-flag-set', '1');
    }
  });
}

/** The older UI's address of a player's screen. */
export function classicUrl(player: string, location: number, screen = 'summary', room?: number): string {
  const query = new URLSearchParams({ player, location: String(location), screen });
  if (room !== undefined) query.set('room', String(room));
  return `/?${query.toString()}`;
}

/** Opens an older-UI page once its islands have hydrated. */
export async function openClassic(page: Page, url: string): Promise<void> {
  await gotoReady(page, url);
}

/** A venue of the older API: rooms, games and level tops. */
export interface ClassicVenue {
  id: number;
  name: string;
  rooms: Array<{
    id: number;
    name: string;
    games: Array<{ id: number; name: string; levels: Array<{ level_id: number; top_score: number }> }>;
  }>;
}

/** A player's venues as the older API lists them. */
export async function classicVenues(request: APIRequestContext, name: string): Promise<ClassicVenue[]> {
  const res = await request.get(`/data/processed-playerlocations/${encodeURIComponent(name)}`);
  return (await res.json()) as ClassicVenue[];
}

/** A player's info at a venue from the older API. */
export async function classicPlayer(
  request: APIRequestContext,
  name: string,
  location: number,
): Promise<ClassicPlayerInfo> {
  const res = await request.get(`/data/locations/${location}/processed-players/${encodeURIComponent(name)}`);
  return await res.json();
}

/** The best player at a venue other than `except`. */
export async function rivalAt(
  request: APIRequestContext,
  venueName: string,
  except: string,
): Promise<string> {
  const res = await request.get(`/api/leaderboards/${encodeURIComponent(venueName)}`);
  const board = (await res.json()) as { today: Array<{ players: string }> };
  const rival = board.today.find((e) => e.players.toLowerCase() !== except.toLowerCase());
  if (!rival) throw new Error(`Nobody else at ${venueName}`);
  return rival.players;
}

/** A player for a journey through the older UI: their venues (as the older API lists them) and the badges they hold. */
export interface JourneyPlayer {
  name: string;
  venues: ClassicVenue[];
  badges: string[];
}

/**
 * The first seeded player at two venues or more who holds a badge, and whose first venue has a
 * room of more than four games: every screen of the journey has something to show.
 */
export async function journeyPlayer(request: APIRequestContext): Promise<JourneyPlayer> {
  const all = (await (await request.get('/api/badges')).json()) as Array<{
    title: string;
    players: string[];
  }>;
  for (const name of seededNames()) {
    const badges = all.filter((b) => b.players.includes(name)).map((b) => b.title);
    if (badges.length === 0) continue;
    const res = await request.get(`/data/processed-playerlocations/${encodeURIComponent(name)}`);
    if (!res.ok()) continue;
    const venues = (await res.json()) as ClassicVenue[];
    const rooms = venues[0]?.rooms.filter((r) => r.id !== 21) ?? [];
    if (venues.length >= 2 && rooms.some((r) => r.games.length > 4)) return { name, venues, badges };
  }
  throw new Error('No seeded player at two venues holds a badge');
}
