import { LEVELS_PER_GAME } from '@/domain/constants';
import { addDays, type DayClock, dayOf, dayStart } from '@/domain/days';
import { Random } from '@/domain/random';
import type { CatalogFile } from './catalog';
import { BADGES, playerNames, teamName, venues } from './names';

/** What to generate. Same options (including `now`) give the same chain, row for row. */
export interface SeedOptions {
  seed: number;
  players: number;
  locations: number;
  /** Days of leaderboard history before today. */
  days: number;
  /** The instant the chain's history ends; "today" is the business day it falls in. */
  now: Date;
  clock: DayClock;
  /** How many players are regulars; REGULAR_PLAYERS unless set (tests use fewer). */
  regulars?: number;
  /** Days of daily player history (the summary's chart) before today; HISTORY_DAYS unless set. */
  historyDays?: number;
}

/**
 * Days of player history the seed writes: enough for the summary's 90-day chart to mean something
 * (the scores' history goes back about 400 days). Its cost grows with players times days (every
 * player's position on every day), so a year took the demo seed from about 40 s to over 100 s;
 * 120 days add about a third. A large chain for the benchmarks asks for fewer.
 */
export const HISTORY_DAYS = 120;

interface SeedGame {
  id: number;
  roomId: number;
  name: string;
  /** The best score a perfect run of each level gives. */
  levelMax: number[];
}

interface SeedLocation {
  id: number;
  name: string;
  city: string;
  weight: number;
  gameIds: number[];
}

/** The catalog, venues and what each venue has. */
export interface SeedPlan {
  rooms: Array<{ id: number; name: string; hidden: boolean }>;
  games: SeedGame[];
  locations: SeedLocation[];
  today: string;
}

interface SeedScore {
  gameId: number;
  level: number;
  highScore: number;
  times: number;
  achievedAt: Date;
  /** Every improvement, oldest first; the last one is the high score. */
  events: Array<{ score: number; playedAt: Date }>;
}

export interface SeedPlayer {
  id: number;
  name: string;
  skill: number;
  homeLocationId: number;
  visits: Array<{ locationId: number; scores: SeedScore[] }>;
}

const DAY_MS = 86_400_000;

/** Builds the catalog and venue plan. */
export function planChain(options: SeedOptions, catalog: CatalogFile): SeedPlan {
  const rng = new Random(options.seed);
  const rooms = catalog.rooms.map((r) => ({ id: r.id, name: r.name, hidden: r.hidden ?? false }));
  const games: SeedGame[] = [];
  for (const room of catalog.rooms) {
    for (const name of room.games) {
      const base = rng.int(100, 300) * 10;
      const levelMax = Array.from(
        { length: LEVELS_PER_GAME },
        (_, level) => Math.round((base * (1 + 0.3 * level)) / 10) * 10,
      );
      games.push({ id: games.length + 1, roomId: room.id, name, levelMax });
    }
  }
  const visibleRooms = rooms.filter((r) => !r.hidden);
  const hiddenRooms = rooms.filter((r) => r.hidden);
  const locations = venues(options.locations).map((venue, index): SeedLocation => {
    // A venue has most rooms but rarely all; the staff room exists at a few venues.
    const count = Math.max(3, Math.round(visibleRooms.length * (0.55 + 0.4 * rng.float())));
    const chosen = rng.shuffle(visibleRooms).slice(0, count);
    if (hiddenRooms.length > 0 && index % 3 === 0) chosen.push(...hiddenRooms);
    const roomIds = new Set(chosen.map((r) => r.id));
    return {
      id: index + 1,
      name: venue.name,
      city: venue.city,
      weight: venue.weight,
      gameIds: games.filter((g) => roomIds.has(g.roomId)).map((g) => g.id),
    };
  });
  return { rooms, games, locations, today: dayOf(options.now, options.clock) };
}

/**
 * A chain's core of regulars: every seeded player up to this many plays dozens of games at one or
 * two venues. Beyond them come the long tail real venues have, occasional visitors who played a
 * few levels of a game or two, so a chain of a million players is millions of rows, not hundreds
 * of millions (docs/performance.md).
 */
const REGULAR_PLAYERS = 20_000;

/** When a generated score may have been set: its history, and the last days' recent window. */
interface ScoreWindow {
  historyFrom: number;
  recentFrom: number;
  now: number;
}

/** Generates players one by one, so any number fits in memory a chunk at a time. */
export function* generatePlayers(options: SeedOptions, plan: SeedPlan): Generator<SeedPlayer> {
  const rng = new Random(options.seed ^ 0x5eed);
  // Its own stream: the tail's draws leave the regulars' as they were before the tail existed.
  const tail = new Random(options.seed ^ 0x7a11);
  const names = playerNames(rng, options.players);
  const gamesById = new Map(plan.games.map((g) => [g.id, g]));
  const now = options.now.getTime();
  const recentFrom = dayStart(addDays(plan.today, -options.days), options.clock).getTime();
  const window: ScoreWindow = { historyFrom: recentFrom - 400 * DAY_MS, recentFrom, now };
  const regulars = options.regulars ?? REGULAR_PLAYERS;
  for (let i = 0; i < options.players; i++) {
    const player = { id: i + 1, name: names[i] as string };
    yield i < regulars
      ? regular(rng, player, plan, gamesById, window)
      : occasionalVisitor(tail, player, plan, gamesById, window);
  }
}

type GamesById = ReadonlyMap<number, SeedGame>;

function regular(
  rng: Random,
  player: Pick<SeedPlayer, 'id' | 'name'>,
  plan: SeedPlan,
  gamesById: GamesById,
  window: ScoreWindow,
): SeedPlayer {
  const skill = rng.beta(2, 4);
  const engagement = 0.5 * skill + 0.5 * rng.beta(1.5, 3);
  const recent = rng.chance(0.2 + 0.5 * skill);
  const home = rng.weighted(plan.locations, (l) => l.weight);
  const visited = [home];
  if (plan.locations.length > 1 && rng.chance(0.3))
    visited.push(rng.pick(plan.locations.filter((l) => l !== home)));
  if (plan.locations.length > 2 && rng.chance(0.08)) {
    const rest = plan.locations.filter((l) => !visited.includes(l));
    visited.push(rng.pick(rest));
  }
  const visits = visited.map((location, v) => {
    const scale = v === 0 ? 1 : 0.35;
    const scores: SeedScore[] = [];
    for (const gameId of location.gameIds) {
      const game = gamesById.get(gameId) as SeedGame;
      if (!rng.chance(Math.min(0.95, (0.12 + 0.8 * engagement) * scale))) continue;
      const top = Math.min(LEVELS_PER_GAME - 1, Math.floor(skill * 13 * (0.55 + 0.65 * rng.float())));
      scores.push(...firstLevels(rng, game, top, skill, recent, window));
    }
    return { locationId: location.id, scores };
  });
  return { ...player, skill, homeLocationId: home.id, visits: visits.filter((v) => v.scores.length > 0) };
}

/** One visit to one venue: a game or two (rarely three), their first few levels. */
function occasionalVisitor(
  rng: Random,
  player: Pick<SeedPlayer, 'id' | 'name'>,
  plan: SeedPlan,
  gamesById: GamesById,
  window: ScoreWindow,
): SeedPlayer {
  const skill = rng.beta(1.5, 5);
  const recent = rng.chance(0.1);
  const home = rng.weighted(plan.locations, (l) => l.weight);
  const count = Math.min(home.gameIds.length, 1 + Number(rng.chance(0.4)) + Number(rng.chance(0.15)));
  const games = new Set<number>();
  while (games.size < count) games.add(rng.pick(home.gameIds));
  const scores: SeedScore[] = [];
  for (const gameId of games) {
    const game = gamesById.get(gameId) as SeedGame;
    const top = Math.min(LEVELS_PER_GAME - 1, Math.floor(skill * 6 * rng.float()));
    scores.push(...firstLevels(rng, game, top, skill, recent, window));
  }
  return {
    ...player,
    skill,
    homeLocationId: home.id,
    visits: scores.length > 0 ? [{ locationId: home.id, scores }] : [],
  };
}

/** A player's scores on a game's levels 0 to `top`: players work through levels in order. */
function firstLevels(
  rng: Random,
  game: SeedGame,
  top: number,
  skill: number,
  recent: boolean,
  window: ScoreWindow,
): SeedScore[] {
  return Array.from({ length: top + 1 }, (_, level) => levelScore(rng, game, level, skill, recent, window));
}

function levelScore(
  rng: Random,
  game: SeedGame,
  level: number,
  skill: number,
  recent: boolean,
  window: ScoreWindow,
): SeedScore {
  const levelMax = game.levelMax[level] as number;
  const quality = Math.min(1, Math.max(0.02, skill * (0.8 + 0.45 * rng.float()) + 0.08 - 0.02 * level));
  const highScore = Math.max(10, Math.round((levelMax * quality) / 10) * 10);
  const improvements = rng.chance(0.35 + 0.3 * skill) ? rng.int(2, 3) : 1;
  const lastIsRecent = recent && rng.chance(0.12);
  const times: number[] = [];
  for (let k = 0; k < improvements; k++) {
    times.push(window.historyFrom + rng.float() * (window.recentFrom - window.historyFrom));
  }
  times.sort((a, b) => a - b);
  if (lastIsRecent)
    times[times.length - 1] = window.recentFrom + rng.float() * (window.now - window.recentFrom);
  const events = times.map((t, k) => {
    const share = k === times.length - 1 ? 1 : 0.5 + (0.45 * (k + 1)) / times.length;
    return {
      score: Math.max(10, Math.round((highScore * share) / 10) * 10),
      playedAt: new Date(Math.floor(t)),
    };
  });
  // Scores only ever improve: make the sequence strictly increasing up to the high score.
  for (let k = events.length - 2; k >= 0; k--) {
    const next = (events[k + 1] as (typeof events)[number]).score;
    const e = events[k] as (typeof events)[number];
    if (e.score >= next) e.score = Math.max(0, next - 10);
  }
  const kept = events.filter((e) => e.score > 0);
  const last = kept[kept.length - 1] as (typeof kept)[number];
  return {
    gameId: game.id,
    level,
    highScore,
    times: kept.length + Math.floor(rng.float() * rng.float() * 25),
    achievedAt: last.playedAt,
    events: kept,
  };
}

interface SeedTeam {
  season: number;
  name: string;
  locationId: number;
  division: number;
  finalPlacement: number | null;
  players: Array<{ id: number; name: string }>;
}

/** League teams of seasons 1 (finished, with placements) and 2 (running). */
export function generateTeams(
  options: SeedOptions,
  plan: SeedPlan,
  roster: ReadonlyArray<Pick<SeedPlayer, 'id' | 'name' | 'skill' | 'homeLocationId'>>,
): SeedTeam[] {
  const rng = new Random(options.seed ^ 0x7ea5);
  const teams: SeedTeam[] = [];
  for (const season of [1, 2]) {
    const taken = new Set<string>();
    for (const location of plan.locations) {
      const locals = roster.filter((p) => p.homeLocationId === location.id).sort((a, b) => b.skill - a.skill);
      const count = Math.min(Math.floor(locals.length / 5), rng.int(2, 5));
      const pool = locals.slice(0, Math.max(0, count * 6));
      for (let t = 0; t < count; t++) {
        const size = rng.int(3, 5);
        const members: Array<{ id: number; name: string }> = [];
        while (members.length < size && pool.length > 0) {
          const p = pool.splice(rng.int(0, Math.min(pool.length - 1, 8)), 1)[0];
          if (p) members.push({ id: p.id, name: p.name });
        }
        teams.push({
          season,
          name: teamName(rng, taken),
          locationId: location.id,
          division: Math.min(4, 1 + Math.floor((t * 4) / Math.max(1, count))),
          finalPlacement: null,
          players: members,
        });
      }
    }
    if (season === 1) {
      for (const division of [1, 2, 3, 4]) {
        const inDivision = rng.shuffle(teams.filter((t) => t.season === 1 && t.division === division));
        inDivision.forEach((team, i) => {
          team.finalPlacement = i + 1;
        });
      }
    }
  }
  return teams;
}

/** Badges and who holds them. */
export function generateBadges(
  options: SeedOptions,
  playerCount: number,
): Array<{ id: number; title: string; description: string; stars: number; playerIds: number[] }> {
  const rng = new Random(options.seed ^ 0xbad9e);
  return BADGES.map((badge, i) => {
    const holders = new Set<number>();
    const target = Math.max(1, Math.round(playerCount * (0.005 + 0.04 * rng.float())));
    while (holders.size < Math.min(target, playerCount)) holders.add(rng.int(1, playerCount));
    return { id: i + 1, ...badge, playerIds: [...holders].sort((a, b) => a - b) };
  });
}

interface SeedChallenge {
  id: number;
  gameName: string;
  gameLevel: number;
  isLive: boolean;
  isDeleted: boolean;
  createdAt: Date;
  records: Array<{ score: number; displayName: string; createdAt: Date }>;
}

/** Community challenges with posted scores; one is soft-deleted, as admins do. */
export function generateChallenges(
  options: SeedOptions,
  plan: SeedPlan,
  names: readonly string[],
): SeedChallenge[] {
  const rng = new Random(options.seed ^ 0xc4a1);
  const now = options.now.getTime();
  return Array.from({ length: 5 }, (_, i): SeedChallenge => {
    const game = rng.pick(
      plan.games.filter((g) => plan.rooms.find((r) => r.id === g.roomId)?.hidden !== true),
    );
    const level = rng.int(0, 9);
    const createdAt = new Date(now - (i + 1) * 9 * DAY_MS);
    const records = Array.from({ length: rng.int(3, 10) }, () => ({
      score: Math.round(((game.levelMax[level] as number) * (0.3 + 0.7 * rng.float())) / 10) * 10,
      displayName: rng.pick(names),
      createdAt: new Date(createdAt.getTime() + rng.float() * 8 * DAY_MS),
    }));
    return {
      id: i + 1,
      gameName: game.name,
      gameLevel: level,
      isLive: i === 0,
      isDeleted: i === 4,
      createdAt,
      records,
    };
  });
}

/** A day's searches for, or comparisons against, a player at a venue. */
interface SeedLookup {
  day: string;
  kind: 'search' | 'compare';
  playerId: number;
  nameKey: string;
  locationId: number;
  count: number;
}

/** Landing-page visits and lookups per day, for the last days and today. */
export function generateDailyStats(
  options: SeedOptions,
  plan: SeedPlan,
  popular: ReadonlyArray<{ id: number; nameKey: string; locationId: number }>,
): {
  visits: Array<{ day: string; count: number }>;
  lookups: SeedLookup[];
} {
  const rng = new Random(options.seed ^ 0x57a7);
  const visits: Array<{ day: string; count: number }> = [];
  const lookups: SeedLookup[] = [];
  if (popular.length === 0) return { visits, lookups };
  for (let d = options.days; d >= 0; d--) {
    const day = addDays(plan.today, -d);
    visits.push({ day, count: rng.int(40, 400) });
    for (const kind of ['search', 'compare'] as const) {
      const seen = new Set<string>();
      const n = rng.int(8, 30);
      for (let k = 0; k < n; k++) {
        const p = popular[Math.floor(rng.float() ** 2 * popular.length)] as (typeof popular)[number];
        const key = `${p.id}:${p.locationId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        lookups.push({
          day,
          kind,
          playerId: p.id,
          nameKey: p.nameKey,
          locationId: p.locationId,
          count: rng.int(1, 40),
        });
      }
    }
  }
  return { visits, lookups };
}
