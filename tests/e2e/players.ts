import type { APIRequestContext } from '@playwright/test';
import { bundledCatalog } from '../../src/server/jobs/seed/catalog';
import { generatePlayers, planChain } from '../../src/server/jobs/seed/generate';
import {
  type Leader,
  type PlayerAtVenues,
  playerWithVenuesAmong,
  type ReadJson,
  venueNameOf,
  worldLeaderAmong,
} from '../support/chain-lookups';
import { E2E_DEMO } from './suite-server';

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

/** The running server's answers as JSON (undefined for an error). */
const reader =
  (request: APIRequestContext): ReadJson =>
  async (path) => {
    const res = await request.get(path);
    return res.ok() ? res.json() : undefined;
  };

/** A seeded player with exactly `count` venues (or at least, with `atLeast`), found through the API. */
export function playerWithVenues(
  request: APIRequestContext,
  want: { count?: number; atLeast?: number; fromEnd?: boolean },
): Promise<PlayerAtVenues> {
  // fromEnd: a test that changes its player picks from the other end, away from the readers'.
  const names = want.fromEnd ? seededNames().reverse() : seededNames();
  return playerWithVenuesAmong(reader(request), names, want);
}

/** The world board's leader: the best player of their venue, so tracked in the demo seed. */
export function worldLeader(request: APIRequestContext): Promise<Leader> {
  // Only a seeded player: other tests add players of their own, and may be running now.
  return worldLeaderAmong(reader(request), new Set(seededNames()));
}

/** A venue's name by id. */
export function venueName(request: APIRequestContext, id: number): Promise<string> {
  return venueNameOf(reader(request), id);
}
