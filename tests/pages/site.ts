import { afterAll, beforeAll } from 'vitest';
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
import { TEST_SEED } from '../support/seed';
import { openPageSite, type PageSite, type RenderedPage } from './render';

export type { RenderedPage };

/** The names of the test chain's seeded players, in the seed's order. */
export const SEEDED_NAMES = [...generatePlayers(TEST_SEED, planChain(TEST_SEED, bundledCatalog))].map(
  (p) => p.name,
);

/** What a page test file works with: its own copy of the seeded chain, and lookups on it. */
export interface PageTestSite {
  /** Renders the page at `url` (see PageSite.open). */
  open(url: string, headers?: Record<string, string>): Promise<RenderedPage>;
  site(): PageSite;
  worldLeader(): Promise<Leader>;
  playerWithVenues(want: { count?: number; atLeast?: number }): Promise<PlayerAtVenues>;
  venueName(id: number): Promise<string>;
  /** GETs an API path on the same database and gives its JSON (undefined for an error). */
  read: ReadJson;
}

/**
 * Opens a copy of the seeded chain for the file's tests (before the first, closed after the last).
 * Options are startTestApi's (a configuration of its own, say).
 */
export function pageSite(options: Parameters<typeof openPageSite>[0] = {}): PageTestSite {
  let site: PageSite | undefined;
  beforeAll(async () => {
    site = await openPageSite(options);
  });
  afterAll(() => site?.close());
  const current = (): PageSite => {
    if (!site) throw new Error('The page site opens before the first test');
    return site;
  };
  const read: ReadJson = async (path) => {
    const answer = await current().api.get(path);
    return answer.status < 400 ? answer.body : undefined;
  };
  return {
    open: (url, headers) => current().open(url, headers),
    site: current,
    read,
    worldLeader: () => worldLeaderAmong(read, new Set(SEEDED_NAMES)),
    playerWithVenues: (want) => playerWithVenuesAmong(read, SEEDED_NAMES, want),
    venueName: (id) => venueNameOf(read, id),
  };
}
