import type { APIRequestContext, Page } from '@playwright/test';
import type { ClassicPlayerInfo } from '../../src/contract/schemas/classic';
import { gotoReady } from './hydration';

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
