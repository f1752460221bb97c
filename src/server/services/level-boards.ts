import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { LevelBoardPlayers } from '../../contract/schemas/friends';
import type { LevelBoard, LevelBoardEntry } from '../../contract/schemas/level-boards';
import { NO_PLAYER_FOUND } from '../../domain/messages';
import { topPercent } from '../../domain/percentile';
import { playerNameKey } from '../../domain/player-name';
import type { Db } from '../db/client';
import { holdsLevelTop } from '../db/level-joins';
import { levelTops, locations, players, scoreEvents, scores } from '../db/schema';
import type { CachedReads } from './cached-reads';
import { invalid } from './errors';
import { playersNamed } from './players-glance';
import { levelKey, placeAmong } from './venue-state';

/** How many entries a level's board lists. */
const LEVEL_BOARD_SIZE = 10;

/** What every visitor of a level's board shares, kept per data version. */
interface SharedLevelBoard {
  board: Omit<LevelBoard, 'you'>;
  /** Every score on the level at the venue, highest first: a player's place is a binary search. */
  field: Float64Array;
}

/** The level of the venue (levels as shown, 1..10), or a 400 when the venue has no such game. */
async function venueLevel(cached: CachedReads, locationId: number, gameId: number, level: number) {
  const venue = await cached.venue(locationId);
  const index = venue.positions.get(levelKey(gameId, level - 1));
  const info = index === undefined ? undefined : venue.levels[index];
  if (!info) throw invalid(`${venue.location.name} has no game with id ${gameId}.`);
  return { venue, info };
}

/** The scores on a level at a venue (a range of scores_level_score_idx). */
const playedOn = (locationId: number, gameId: number, level: number) =>
  and(
    eq(scores.locationId, locationId),
    eq(scores.gameId, gameId),
    eq(scores.level, level),
    gt(scores.highScore, 0),
  );

/** The ten best on a level at a venue, best first; of a tie, whoever reached it first. */
async function topOfLevel(
  db: Db,
  locationId: number,
  gameId: number,
  level: number,
): Promise<LevelBoardEntry[]> {
  const rows = await db
    .select({ playerName: players.name, score: scores.highScore, achievedAt: scores.achievedAt })
    .from(scores)
    .innerJoin(players, eq(players.id, scores.playerId))
    .where(playedOn(locationId, gameId, level))
    .orderBy(desc(scores.highScore), asc(scores.achievedAt), asc(players.name))
    .limit(LEVEL_BOARD_SIZE);
  return rows.map((r) => ({ position: 0, ...r, achievedAt: r.achievedAt.toISOString() }));
}

/** Every score on a level at a venue, in one row (an index-only range of scores_level_score_idx). */
async function levelField(db: Db, locationId: number, gameId: number, level: number): Promise<Float64Array> {
  const [row] = await db
    .select({ scores: sql<number[] | null>`json_agg(${scores.highScore})` })
    .from(scores)
    .where(playedOn(locationId, gameId, level));
  return Float64Array.from(row?.scores ?? [])
    .sort()
    .reverse();
}

/**
 * The best on a level across the chain: the venues' tops (level_tops, one row per venue) lead to
 * the holder through each venue's level index; of a tie, whoever reached it first.
 */
async function chainBest(db: Db, gameId: number, level: number): Promise<LevelBoard['chainBest']> {
  const [row] = await db
    .select({
      playerName: players.name,
      locationId: locations.id,
      locationName: locations.name,
      score: scores.highScore,
      achievedAt: scores.achievedAt,
    })
    .from(levelTops)
    .innerJoin(scores, holdsLevelTop)
    .innerJoin(players, eq(players.id, scores.playerId))
    .innerJoin(locations, eq(locations.id, scores.locationId))
    .where(and(eq(levelTops.gameId, gameId), eq(levelTops.level, level), gt(levelTops.topScore, 0)))
    .orderBy(desc(scores.highScore), asc(scores.achievedAt), asc(players.name))
    .limit(1);
  return row ? { ...row, achievedAt: row.achievedAt.toISOString() } : null;
}

/** A level's shared board, computed once per data version (see ReadCache). */
function sharedBoard(
  db: Db,
  cached: CachedReads,
  locationId: number,
  gameId: number,
  level: number,
): Promise<SharedLevelBoard> {
  return cached.keep(
    `level-board|${locationId}|${gameId}|${level}`,
    async () => {
      const { venue, info } = await venueLevel(cached, locationId, gameId, level);
      const stored = level - 1;
      const [top, field, best] = await Promise.all([
        topOfLevel(db, locationId, gameId, stored),
        levelField(db, locationId, gameId, stored),
        chainBest(db, gameId, stored),
      ]);
      for (const entry of top) entry.position = placeAmong(field, entry.score);
      return {
        board: {
          locationId,
          locationName: venue.location.name,
          roomName: info.roomName,
          gameId,
          gameName: info.gameName,
          level,
          players: field.length,
          top,
          record: top[0] ?? null,
          chainBest: best,
        },
        field,
      };
    },
    (s) => s.field.byteLength + 2048,
  );
}

/** A player's own best on a level at a venue: one row by primary key. */
async function ownScore(db: Db, playerId: number, locationId: number, gameId: number, level: number) {
  const [row] = await db
    .select({ score: scores.highScore, achievedAt: scores.achievedAt })
    .from(scores)
    .where(
      and(
        eq(scores.playerId, playerId),
        eq(scores.locationId, locationId),
        eq(scores.gameId, gameId),
        eq(scores.level, level),
      ),
    );
  return row && row.score > 0 ? row : undefined;
}

/**
 * A level's board at a venue (`level` as shown, 1..10): the shared part kept per data version,
 * and, when `playerName` is given, that player's place in it (their one score by primary key,
 * placed by a binary search in the kept field). 404 for an unknown venue or player, 400 for a
 * game the venue does not have.
 */
export async function levelBoard(
  deps: { db: Db; cached: CachedReads },
  locationId: number,
  gameId: number,
  level: number,
  playerName?: string,
): Promise<LevelBoard> {
  const shared = await sharedBoard(deps.db, deps.cached, locationId, gameId, level);
  if (playerName === undefined) return shared.board;
  const player = await deps.cached.player(playerName, NO_PLAYER_FOUND);
  const own = await ownScore(deps.db, player.id, locationId, gameId, level - 1);
  if (!own) return { ...shared.board, you: { playerName: player.name, played: false } };
  const position = placeAmong(shared.field, own.score);
  return {
    ...shared.board,
    you: {
      playerName: player.name,
      played: true,
      position,
      score: own.score,
      achievedAt: own.achievedAt.toISOString(),
      topPercent: topPercent(position, shared.field.length),
    },
  };
}

/**
 * Several players' places on a level's board at a venue (a friends' view of it), in the order
 * asked: each one's best by primary key, placed in the kept field as levelBoard places one, with
 * what today added to it (the best less the best before the day began, from the score history of
 * only those who set theirs today). 404 for an unknown venue, 400 for a game it does not have;
 * a name no player has is one who has not played.
 */
export async function levelBoardPlayers(
  deps: { db: Db; cached: CachedReads },
  at: { locationId: number; gameId: number; level: number },
  names: readonly string[],
  dayBegan: Date,
): Promise<LevelBoardPlayers> {
  const { db } = deps;
  const stored = at.level - 1;
  const shared = await sharedBoard(db, deps.cached, at.locationId, at.gameId, at.level);
  const named = await playersNamed(db, names);
  const ids = [...named.values()].map((p) => p.id);
  const onLevel = and(
    eq(scores.locationId, at.locationId),
    eq(scores.gameId, at.gameId),
    eq(scores.level, stored),
  );
  const own =
    ids.length === 0
      ? []
      : await db
          .select({ playerId: scores.playerId, score: scores.highScore, achievedAt: scores.achievedAt })
          .from(scores)
          .where(and(onLevel, inArray(scores.playerId, ids), gt(scores.highScore, 0)));
  const today = own.filter((r) => r.achievedAt >= dayBegan).map((r) => r.playerId);
  const before =
    today.length === 0
      ? []
      : await db
          .select({
            playerId: scoreEvents.playerId,
            best: sql<number>`max(${scoreEvents.score})`.mapWith(Number),
          })
          .from(scoreEvents)
          .where(
            and(
              eq(scoreEvents.locationId, at.locationId),
              eq(scoreEvents.gameId, at.gameId),
              eq(scoreEvents.level, stored),
              inArray(scoreEvents.playerId, today),
              lt(scoreEvents.playedAt, dayBegan),
            ),
          )
          .groupBy(scoreEvents.playerId);
  const bestBefore = new Map(before.map((r) => [r.playerId, r.best]));
  return {
    players: names.map((asked) => {
      const player = named.get(playerNameKey(asked));
      const row = player && own.find((r) => r.playerId === player.id);
      if (!player || !row) return { playerName: player?.name ?? asked, played: false as const };
      return {
        playerName: player.name,
        played: true as const,
        position: placeAmong(shared.field, row.score),
        score: row.score,
        achievedAt: row.achievedAt.toISOString(),
        gainedToday: row.achievedAt >= dayBegan ? row.score - (bestBefore.get(player.id) ?? 0) : 0,
      };
    }),
  };
}
