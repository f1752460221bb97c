import type { APIRequestContext } from '@playwright/test';
import { E2E_DEMO } from '../../playwright.config';
import { bundledCatalog } from '../../src/server/jobs/seed/catalog';
import { generatePlayers, planChain } from '../../src/server/jobs/seed/generate';

let names: string[] | undefined;

/** Names of the e2e server's seeded players (the seed is deterministic, so worked out once). */
export function seededNames(): string[] {
  names ??= generateSeededNames();
  return [...names];
}

function generateSeededNames(): string[] {
  const options = {
    seed: Number(E2E_DEMO.DEMO_SEED),
    players: Number(E2E_DEMO.DEMO_PLAYERS),
    locations: Number(E2E_DEMO.DEMO_LOCATIONS),
    days: Number(E2E_DEMO.DEMO_DAYS),
    now: new Date(),
    clock: { timeZone: 'UTC', rolloverHour: 0 },
  };
  return [...generatePlayers(options, planChain(options, bundledCatalog))].map((p) => p.name);
}

/** A seeded player with exactly `count` venues (or at least, with `atLeast`), found through the API. */
export async function playerWithVenues(
  request: APIRequestContext,
  want: { count?: number; atLeast?: number; fromEnd?: boolean },
): Promise<{ name: string; venues: Array<{ id: number; name: string }> }> {
  // fromEnd: a test that changes its player picks from the other end, away from the readers'.
  const names = want.fromEnd ? seededNames().reverse() : seededNames();
  for (const name of names) {
    const res = await request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`);
    if (!res.ok()) continue;
    const venues = (await res.json()) as Array<{ id: number; name: string }>;
    if (want.count !== undefined ? venues.length === want.count : venues.length >= (want.atLeast ?? 1)) {
      return { name, venues };
    }
  }
  throw new Error(`No seeded player with ${JSON.stringify(want)} venues`);
}

/** The world board's leader: the best player of their venue, so tracked in the demo seed. */
export async function worldLeader(
  request: APIRequestContext,
): Promise<{ name: string; locationId: number; city: string }> {
  const res = await request.get('/api/leaderboards/world');
  const board = (await res.json()) as { today: Array<{ players: string; locationId: number; city: string }> };
  // Only a seeded player: other tests add players of their own, and may be running now.
  const seeded = new Set(seededNames());
  const top = board.today.find((entry) => seeded.has(entry.players));
  if (!top) throw new Error('No seeded player on the world board');
  return { name: top.players, locationId: top.locationId, city: top.city };
}

/** A venue's name by id. */
export async function venueName(request: APIRequestContext, id: number): Promise<string> {
  const venues = (await (await request.get('/api/activate/locations')).json()) as Array<{
    id: number;
    name: string;
  }>;
  return venues.find((v) => v.id === id)?.name ?? '';
}
