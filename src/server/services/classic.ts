import { eq, sql } from 'drizzle-orm';
import type {
  ClassicAllLocations,
  ClassicComparePlayer,
  ClassicHighScore,
  ClassicPlayerInfo,
  ClassicYesterday,
} from '../../contract/schemas/classic';
import type { ClassicLocation } from '../../contract/schemas/locations';
import { levelFigures, roomCounts } from '../../domain/levels';
import { totalStars } from '../../domain/stars';
import type { Db } from '../db/client';
import { playerTotals } from '../db/schema';
import { type PlayerRow, playerLocations, playerTotalsAt } from './players';
import { type VenueLevel, venueLevels, venueLevelsAsOf } from './venue-levels';
import { placeAmong, type VenueState } from './venue-state';

/** Played levels in the older API's shape. */
function highScores(levels: readonly VenueLevel[]): ClassicHighScore[] {
  return levels
    .filter((l) => l.highScore > 0)
    .map((l) => ({ game_id: l.gameId, level_id: l.levelId, score: l.highScore, times: l.times }));
}

/** The older UI's player info at a venue; undefined when the player does not play there. */
export async function classicPlayerInfo(
  db: Db,
  player: PlayerRow,
  venue: VenueState,
): Promise<ClassicPlayerInfo | undefined> {
  const location = venue.location;
  const totals = await playerTotalsAt(db, player.id, venue);
  if (!totals) return undefined;
  const levels = await venueLevels(db, player.id, venue);
  const [all] = await db
    .select({ total: sql<number>`coalesce(sum(${playerTotals.totalScore}), 0)::bigint` })
    .from(playerTotals)
    .where(eq(playerTotals.playerId, player.id));
  const figures = levelFigures(levels);
  return {
    player_name: player.name,
    location_id: location.id,
    player_rank: totals.playerRank,
    local_rank: totals.standing,
    local_score: totals.totalScore,
    total_score: all?.total ?? totals.totalScore,
    stars: totals.stars,
    levels: figures.totalLevelCount,
    passedLevels: figures.levelsPlayed,
    high_scores: highScores(levels),
    ...roomCounts(levels),
    starsOldRankingSystem: totalStars(levels),
  };
}

/** A player to compare against in the older UI. */
export async function classicCompare(
  db: Db,
  player: PlayerRow,
  venue: VenueState,
): Promise<ClassicComparePlayer | undefined> {
  const location = venue.location;
  const totals = await playerTotalsAt(db, player.id, venue);
  if (!totals) return undefined;
  const levels = await venueLevels(db, player.id, venue);
  return {
    player_name: player.name,
    location_id: location.id,
    local_score: totals.totalScore,
    high_scores: highScores(levels),
  };
}

/** A player's scores at a venue as they stood at the end of `day` (`cutoff`). */
export async function classicYesterday(
  db: Db,
  player: PlayerRow,
  venue: VenueState,
  day: string,
  cutoff: Date,
): Promise<ClassicYesterday | undefined> {
  const location = venue.location;
  const totals = await playerTotalsAt(db, player.id, venue);
  if (!totals) return undefined;
  const levels = await venueLevelsAsOf(db, player.id, location.id, cutoff);
  return {
    player_name: player.name,
    location_id: location.id,
    local_score: levelFigures(levels).totalScore,
    high_scores: highScores(levels),
    day,
  };
}

/** A player's scores at every venue they play. */
export async function classicAllLocations(
  db: Db,
  player: PlayerRow,
  venueOf: (id: number) => Promise<VenueState>,
): Promise<ClassicAllLocations> {
  const venues = await playerLocations(db, player.id);
  const locations = await Promise.all(
    venues.map(async (v) => {
      const levels = await venueLevels(db, player.id, await venueOf(v.id));
      return { id: v.id, name: v.name, local_score: v.totalScore, high_scores: highScores(levels) };
    }),
  );
  return { player_name: player.name, locations };
}

/** The older UI's view of the venues a player plays: rooms, games and level tops of each. */
export async function classicPlayerLocations(
  db: Db,
  player: PlayerRow,
  venueOf: (id: number) => Promise<VenueState>,
): Promise<ClassicLocation[]> {
  const venues = await playerLocations(db, player.id);
  return Promise.all(venues.map(async (v) => classicLocation(await venueOf(v.id))));
}

function classicLocation(venue: VenueState): ClassicLocation {
  const { location, levels } = venue;
  // Totals are kept highest first: those above 0 are the ones ranked.
  const ranked = placeAmong(venue.totals, 0) - 1;
  const rooms: ClassicLocation['rooms'] = [];
  for (const l of levels) {
    let room = rooms[rooms.length - 1];
    if (room?.id !== l.roomId) {
      room = { id: l.roomId, name: l.roomName, games: [] };
      rooms.push(room);
    }
    let game = room.games[room.games.length - 1];
    if (game?.id !== l.gameId) {
      game = { id: l.gameId, name: l.gameName, levels: [] };
      room.games.push(game);
    }
    game.levels.push({ game_id: l.gameId, level_id: l.levelId, top_score: l.topScore });
  }
  return {
    id: location.id,
    name: location.name,
    levels_count: levels.length,
    rankings_count: ranked,
    rooms,
  };
}
