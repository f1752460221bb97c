import type { BacktestLevel, BacktestScore } from '@/domain/play-next-backtest';
import { bundledCatalog, type CatalogFile } from './catalog';
import { generatePlayers, planChain, type SeedOptions } from './generate';

/**
 * The seeded chain's score history as the play-next backtest reads it: every venue's visible
 * levels, and every score the seed writes to the event log, oldest first. Generated in memory
 * from the same options as `npm run seed`, so no database is needed and the history is the
 * demo's own, score for score.
 */
export function seededScoreHistory(
  options: SeedOptions,
  catalog: CatalogFile = bundledCatalog,
): { levels: Map<number, BacktestLevel[]>; scores: BacktestScore[] } {
  const plan = planChain(options, catalog);
  const rooms = new Map(plan.rooms.map((r) => [r.id, r]));
  const games = new Map(plan.games.map((g) => [g.id, g]));
  const levels = new Map<number, BacktestLevel[]>();
  for (const location of plan.locations) {
    const list: BacktestLevel[] = [];
    for (const gameId of location.gameIds) {
      const game = games.get(gameId);
      const room = game && rooms.get(game.roomId);
      // The staff room's levels are never on a player's summary.
      if (!game || !room || room.hidden) continue;
      for (let levelId = 0; levelId < game.levelMax.length; levelId++) {
        list.push({ roomId: room.id, roomName: room.name, gameId, gameName: game.name, levelId });
      }
    }
    levels.set(location.id, list);
  }
  const timed: Array<BacktestScore & { at: number }> = [];
  for (const player of generatePlayers(options, plan)) {
    for (const visit of player.visits) {
      for (const score of visit.scores) {
        for (const event of score.events) {
          timed.push({
            playerId: player.id,
            locationId: visit.locationId,
            gameId: score.gameId,
            level: score.level,
            score: event.score,
            at: event.playedAt.getTime(),
          });
        }
      }
    }
  }
  timed.sort((a, b) => a.at - b.at);
  return { levels, scores: timed.map(({ at: _, ...s }) => s) };
}
