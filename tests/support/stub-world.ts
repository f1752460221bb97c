import type { ClassicHighScore, ClassicPlayerInfo } from '../../src/contract/schemas/classic';
import type { LeaderboardEntry } from '../../src/contract/schemas/leaderboards';
import type { ActivateLocation, ClassicLocation } from '../../src/contract/schemas/locations';
import type { ComparePlayer, LevelScore, PlayerData } from '../../src/contract/schemas/players';
import { LEVELS_PER_GAME } from '../../src/domain/constants';
import { placeOnBoard } from '../../src/domain/day-change';
import { splitNames } from '../../src/domain/friends';
import { NO_PLAYER_FOUND, PLAYER_NOT_FOUND } from '../../src/domain/messages';
import { playerRank } from '../../src/domain/rank';
import { notFound } from '../../src/server/http/errors';
import type { StubApi } from './stub-api';

/**
 * A small chain for island tests, as plain data: three venues, two rooms of games, a handful of
 * players with their best scores. The stub answers from it what the real API would answer for the
 * same chain, so a test names its players and figures outright instead of querying a database.
 */

export const VENUES: ActivateLocation[] = [
  { id: 1, name: 'Leeds Grid', city: 'Leeds' },
  { id: 2, name: 'York Strike', city: 'York' },
  { id: 3, name: 'Hull Press', city: 'Hull' },
];

export const ROOMS = [
  {
    id: 1,
    name: 'Grid',
    games: [
      { id: 11, name: 'Flash Mines' },
      { id: 12, name: 'Pixel Run' },
    ],
  },
  { id: 2, name: 'Strike', games: [{ id: 21, name: 'Laser Maze' }] },
] as const;

/** Best scores: venue id -> `${gameId}:${level}` (level 0-based) -> score. */
type Bests = Record<number, Record<string, number>>;

/** The same scores on every level of a game, a little higher each level. */
function game(gameId: number, base: number, levels = LEVELS_PER_GAME): Record<string, number> {
  return Object.fromEntries(
    Array.from({ length: levels }, (_, level) => [`${gameId}:${level}`, base + level * 100]),
  );
}

/** The players: a traveller who plays at two venues, a homebody at one, their rival, one far away. */
export const PLAYERS: Record<string, Bests> = {
  Traveller: { 1: { ...game(11, 3000), ...game(21, 1500, 4) }, 2: { ...game(12, 2000) } },
  Homebody: { 1: { ...game(11, 2500), ...game(12, 2600) } },
  Rival: { 1: { ...game(11, 4000), ...game(12, 1000, 3) } },
  Faraway: { 3: { ...game(21, 900) } },
};

/** Yesterday's best scores, where they differ from today's. */
export const YESTERDAY: Record<string, Bests> = {
  Traveller: { 1: { ...game(11, 2900) } },
};

const venue = (id: number) => VENUES.find((v) => v.id === id);

/** The stored spelling of a name looked up in any case (as the API matches names). */
export function playerName(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return Object.keys(PLAYERS).find((n) => n.toLowerCase() === key);
}

/** A player's best scores at a venue, or undefined when they have none there. */
function bests(name: string, locationId: number, from: Record<string, Bests> = PLAYERS) {
  const stored = playerName(name);
  const scores = stored ? PLAYERS[stored]?.[locationId] : undefined;
  if (!stored || !scores) return undefined;
  return { name: stored, scores: { ...scores, ...from[stored]?.[locationId] } };
}

const total = (scores: Record<string, number>) => Object.values(scores).reduce((a, b) => a + b, 0);

/** The venue's top score of each level. */
function tops(locationId: number): Map<string, number> {
  const top = new Map<string, number>();
  for (const venues of Object.values(PLAYERS))
    for (const [key, score] of Object.entries(venues[locationId] ?? {}))
      top.set(key, Math.max(top.get(key) ?? 0, score));
  return top;
}

/** The venues where a player has scores, their best total first. */
export function venuesOf(name: string): ActivateLocation[] {
  const stored = playerName(name);
  if (!stored) return [];
  return Object.entries(PLAYERS[stored] ?? {})
    .sort(([, a], [, b]) => total(b) - total(a))
    .flatMap(([id]) => venue(Number(id)) ?? []);
}

/** The venue's board: everyone with scores there, best first, with yesterday's changes. */
export function board(locationId: number): LeaderboardEntry[] {
  const rows = Object.keys(PLAYERS)
    .flatMap((name) => {
      const b = bests(name, locationId);
      return b
        ? [{ name, score: total(b.scores), before: total(bests(name, locationId, YESTERDAY)?.scores ?? {}) }]
        : [];
    })
    .sort((a, b) => b.score - a.score);
  const leader = rows[0]?.score ?? 0;
  return rows.map((row, i) => ({
    players: row.name,
    rank: i + 1,
    local_score: row.score,
    playerRank: playerRank(row.score),
    locationId,
    positionDifference: 0,
    scoreDifference: row.score - row.before,
    scoreDifferenceFromTopPlayerScore: leader - row.score,
    isNew: false,
  }));
}

function levelScores(name: string, locationId: number): LevelScore[] | undefined {
  const b = bests(name, locationId);
  if (!b) return undefined;
  const top = tops(locationId);
  return ROOMS.flatMap((room) =>
    room.games.flatMap((g) =>
      Array.from({ length: LEVELS_PER_GAME }, (_, levelId) => ({
        gameId: g.id,
        levelId,
        highScore: b.scores[`${g.id}:${levelId}`] ?? 0,
        topScore: top.get(`${g.id}:${levelId}`) ?? 0,
        roomName: room.name,
        gameName: g.name,
      })),
    ),
  );
}

/** What the summary and games screens get for a player at a venue. */
export function playerData(name: string, locationId: number): PlayerData | undefined {
  const scores = levelScores(name, locationId);
  const place = board(locationId).find((e) => e.players === playerName(name));
  if (!scores || !place) return undefined;
  const played = scores.filter((s) => s.highScore > 0);
  return {
    playerName: place.players,
    locationId,
    locationName: venue(locationId)?.name ?? '',
    playerRank: playerRank(place.local_score),
    standing: place.rank,
    totalScore: place.local_score,
    maximumScore: scores.reduce((sum, s) => sum + s.topScore, 0),
    totalLevelCount: scores.length,
    levelsPlayed: played.length,
    topScores: played.filter((s) => s.highScore === s.topScore).length,
    yearlyRank: place.rank,
    yearlyScore: place.local_score,
    scores,
    groupedRoomScores: ROOMS.map((room) => ({
      roomName: room.name,
      roomId: room.id,
      games: room.games.map((g) => ({
        gameName: g.name,
        gameId: g.id,
        scores: scores
          .filter((s) => s.gameId === g.id)
          .map(({ roomName: _r, gameName: _g, ...level }) => level),
      })),
    })),
    aglTeams: [],
  };
}

/** A player to compare against at a venue. */
export function comparePlayer(name: string, locationId: number): ComparePlayer | undefined {
  const data = playerData(name, locationId);
  return (
    data && { playerName: data.playerName, locationId, totalScore: data.totalScore, scores: data.scores }
  );
}

function classicScores(name: string, locationId: number, from?: Record<string, Bests>): ClassicHighScore[] {
  const b = bests(name, locationId, from);
  return Object.entries(b?.scores ?? {}).map(([key, score]) => {
    const [gameId, levelId] = key.split(':').map(Number);
    return { game_id: gameId ?? 0, level_id: levelId ?? 0, score, times: 2 };
  });
}

/** A venue as the older UI's player view sees it. */
export function classicLocation(locationId: number): ClassicLocation {
  const top = tops(locationId);
  return {
    id: locationId,
    name: venue(locationId)?.name ?? '',
    levels_count: ROOMS.reduce((n, room) => n + room.games.length * LEVELS_PER_GAME, 0),
    rankings_count: board(locationId).length,
    rooms: ROOMS.map((room) => ({
      id: room.id,
      name: room.name,
      games: room.games.map((g) => ({
        id: g.id,
        name: g.name,
        levels: Array.from({ length: LEVELS_PER_GAME }, (_, level_id) => ({
          game_id: g.id,
          level_id,
          top_score: top.get(`${g.id}:${level_id}`) ?? 0,
        })),
      })),
    })),
  };
}

/** The older UI's player info at a venue. */
export function classicPlayer(name: string, locationId: number): ClassicPlayerInfo | undefined {
  const data = playerData(name, locationId);
  if (!data) return undefined;
  const perRoom = (test: (s: LevelScore) => boolean) =>
    Object.fromEntries(
      ROOMS.map((room) => [
        String(room.id),
        data.scores.filter((s) => s.roomName === room.name && test(s)).length,
      ]),
    );
  const high_scores = classicScores(name, locationId);
  return {
    player_name: data.playerName,
    location_id: locationId,
    player_rank: data.playerRank,
    local_rank: data.standing,
    local_score: data.totalScore,
    total_score: venuesOf(name).reduce((sum, v) => sum + (playerData(name, v.id)?.totalScore ?? 0), 0),
    stars: high_scores.length,
    levels: data.totalLevelCount,
    passedLevels: data.levelsPlayed,
    high_scores,
    topScores: perRoom((s) => s.highScore > 0 && s.highScore === s.topScore),
    notTopScores: perRoom((s) => s.highScore > 0 && s.highScore < s.topScore),
    missingLevels: perRoom((s) => s.highScore === 0),
    starsOldRankingSystem: high_scores.length,
  };
}

/** The world's answers for the reads islands make about players, venues and boards; 404s as the API words them. */
export function stubTheWorld(stub: StubApi): StubApi {
  const orNotFound = <T>(value: T | undefined, message = NO_PLAYER_FOUND): T => {
    if (value === undefined) throw notFound(message);
    return value;
  };
  const atLeastOne = <T>(list: T[], message: string) =>
    orNotFound(list.length > 0 ? list : undefined, message);
  return stub
    .on('healthCheck', () => ({ healthy: true, message: 'OK' }))
    .on('activateLocations', () => VENUES)
    .on('activatePlayerLocations', ({ params }) => atLeastOne(venuesOf(params.playerName), PLAYER_NOT_FOUND))
    .on('playerData', ({ params }) => orNotFound(playerData(params.playerName, params.locationId)))
    .on('playerDay', ({ params }) => {
      const data = orNotFound(playerData(params.playerName, params.locationId));
      const { playerName, locationId, locationName, totalScore, standing } = data;
      const place = placeOnBoard(board(locationId), playerName) ?? null;
      return { playerName, locationId, locationName, totalScore, standing, place };
    })
    .on('playersGlance', ({ query }) => ({
      players: splitNames(query.names).map((asked) => {
        const venues = venuesOf(asked).flatMap((v) => {
          const data = playerData(asked, v.id);
          if (!data) return [];
          const { locationId, locationName, totalScore, standing } = data;
          return [
            { locationId, locationName, totalScore, standing, gainedToday: 0, gainedMonth: 0, gainedYear: 0 },
          ];
        });
        return { playerName: playerName(asked) ?? asked, found: venues.length > 0, venues };
      }),
    }))
    .on('playerToCompare', ({ params }) => orNotFound(comparePlayer(params.playerName, params.locationId)))
    .on('classicPlayerLocations', ({ params }) =>
      atLeastOne(
        venuesOf(params.playerName).map((v) => classicLocation(v.id)),
        PLAYER_NOT_FOUND,
      ),
    )
    .on('classicPlayer', ({ params }) => orNotFound(classicPlayer(params.playerName, params.loc)))
    .on('classicCompare', ({ params }) => {
      const info = orNotFound(classicPlayer(params.playerName, params.loc));
      return {
        player_name: info.player_name,
        location_id: params.loc,
        local_score: info.local_score,
        high_scores: info.high_scores,
      };
    })
    .on('classicYesterday', ({ params }) => {
      const info = orNotFound(classicPlayer(params.playerName, params.loc));
      const high_scores = classicScores(info.player_name, params.loc, YESTERDAY);
      const local_score = high_scores.reduce((sum, s) => sum + s.score, 0);
      return {
        player_name: info.player_name,
        location_id: params.loc,
        local_score,
        high_scores,
        day: '2026-11-19',
      };
    })
    .on('classicAllLocations', ({ params }) => {
      const venues = atLeastOne(venuesOf(params.playerName), NO_PLAYER_FOUND);
      return {
        player_name: playerName(params.playerName) ?? '',
        locations: venues.map((v) => ({
          id: v.id,
          name: v.name,
          local_score: playerData(params.playerName, v.id)?.totalScore ?? 0,
          high_scores: classicScores(params.playerName, v.id),
        })),
      };
    })
    .on('leaderboard', ({ params }) => {
      if (params.city === 'world') {
        const today = VENUES.flatMap((v) => board(v.id).map((e) => ({ ...e, city: v.city, venue: v.name })))
          .sort((a, b) => b.local_score - a.local_score)
          .map((e, i) => ({ ...e, rank: i + 1 }));
        return { location: 'world', day: '2026-11-19', today, yesterday: [] };
      }
      const here = VENUES.find((v) => v.name === params.city || String(v.id) === params.city);
      if (!here) throw notFound('No venue, city or board by that name or id.');
      return { location: here.name, day: '2026-11-19', today: board(here.id), yesterday: [] };
    });
}
