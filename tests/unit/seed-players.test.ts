import { describe, expect, it } from 'vitest';
import { LEVELS_PER_GAME } from '../../src/domain/constants';
import { bundledCatalog } from '../../src/server/jobs/seed/catalog';
import { generatePlayers, planChain, type SeedPlayer } from '../../src/server/jobs/seed/generate';
import { TEST_SEED } from '../support/seed';

const CHAIN = { ...TEST_SEED, players: 1_500, locations: 5, regulars: 200 };

function players(options = CHAIN): SeedPlayer[] {
  return [...generatePlayers(options, planChain(options, bundledCatalog))];
}

const scoreCount = (p: SeedPlayer) => p.visits.reduce((n, v) => n + v.scores.length, 0);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('the seeded chain', () => {
  const all = players();
  const regulars = all.slice(0, CHAIN.regulars);
  const tail = all.slice(CHAIN.regulars);

  it('has a core of regulars and a long tail of occasional visitors', () => {
    // What makes a million players a few million rows: the tail plays a handful of levels.
    expect(mean(regulars.map(scoreCount))).toBeGreaterThan(30);
    expect(mean(tail.map(scoreCount))).toBeLessThan(5);
    expect(regulars.some((p) => p.visits.length > 1)).toBe(true);
  });

  it('gives an occasional visitor one visit, at home, of at most three games', () => {
    const plan = planChain(CHAIN, bundledCatalog);
    for (const p of tail) {
      expect(p.visits.length).toBeLessThanOrEqual(1);
      const visit = p.visits[0];
      if (!visit) continue;
      expect(visit.locationId).toBe(p.homeLocationId);
      const offered = plan.locations.find((l) => l.id === visit.locationId)?.gameIds ?? [];
      const games = new Set(visit.scores.map((s) => s.gameId));
      expect(games.size).toBeLessThanOrEqual(3);
      for (const game of games) expect(offered).toContain(game);
      for (const s of visit.scores) {
        expect(s.level).toBeLessThan(LEVELS_PER_GAME);
        expect(s.events.at(-1)?.score).toBe(s.highScore);
      }
    }
    expect(tail.filter((p) => p.visits.length === 1).length).toBeGreaterThan(tail.length * 0.9);
  });

  it('keeps the regulars as they were when the chain grows a tail', () => {
    // Same names, so the same draws: the tail has a stream of its own.
    const alone = players({ ...CHAIN, regulars: CHAIN.players });
    expect(alone.slice(0, CHAIN.regulars)).toEqual(regulars);
    expect(alone.slice(CHAIN.regulars)).not.toEqual(tail);
  });

  it('gives every player a distinct name', () => {
    expect(new Set(all.map((p) => p.name.toLowerCase())).size).toBe(all.length);
  });
});
