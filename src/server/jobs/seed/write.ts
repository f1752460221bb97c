import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { LEVELS_PER_GAME } from '@/domain/constants';
import { addDays, dayEnd, yearStart } from '@/domain/days';
import { playerNameKey } from '@/domain/player-name';
import { playerSearchKey } from '@/domain/search-key';
import { type Columns, insertColumns, syncSequence } from '../../db/bulk';
import type { Database, Db } from '../../db/client';
import {
  aglTeamPlayers,
  aglTeams,
  appState,
  badgePlayers,
  badges,
  challengeScores,
  challenges,
  dailyLookups,
  dailyVisits,
  games,
  heldScores,
  importBatches,
  leaderboardSnapshots,
  levelBounds,
  levels,
  levelTopSnapshots,
  levelTops,
  locationGames,
  locations,
  playerDays,
  players,
  playerTotals,
  profileSnapshots,
  rooms,
  scoreAudit,
  scoreEvents,
  scores,
  trackedProfiles,
  voidedScores,
} from '../../db/schema';
import { writeState } from '../../services/app-state';
import { bumpDataVersion } from '../../services/data-version';
import { refreshDerived } from '../../services/derived';
import { learnAllBounds } from '../../services/level-bounds';
import { snapshotLevelTops } from '../../services/movers';
import { fillPeriodGains } from '../../services/period-gains';
import { fillPlayerDays } from '../../services/player-days';
import { snapshotTrackedProfiles } from '../../services/profile-snapshots';
import { snapshotLeaderboards } from '../../services/snapshots';
import { syncStrategyLevels } from '../../services/strategy';
import { trackLeadersAndRegulars } from '../../services/tracked-profiles';
import { type Progress, silentProgress } from '../progress';
import { bundledCatalog, type CatalogFile } from './catalog';
import {
  generateBadges,
  generateChallenges,
  generateDailyStats,
  generatePlayers,
  generateTeams,
  HISTORY_DAYS,
  planChain,
  type SeedOptions,
  type SeedPlan,
  type SeedPlayer,
} from './generate';

/** Thrown when seeding would overwrite data that is already there. */
export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
}

interface SeedSummary {
  locations: number;
  players: number;
  scores: number;
  events: number;
  teams: number;
  days: number;
}

/** Tables the seed fills, children first, so a reset can empty them in order. */
const SEEDED_TABLES = [
  playerDays,
  leaderboardSnapshots,
  levelTopSnapshots,
  profileSnapshots,
  trackedProfiles,
  dailyLookups,
  dailyVisits,
  challengeScores,
  challenges,
  badgePlayers,
  badges,
  aglTeamPlayers,
  aglTeams,
  playerTotals,
  levelTops,
  levelBounds,
  // A reset replaces the chain: reviews of the old one's scores would name players no longer there.
  heldScores,
  voidedScores,
  scoreAudit,
  scoreEvents,
  scores,
  players,
  locationGames,
  locations,
  levels,
  games,
  rooms,
  appState,
  importBatches,
];

const PLAYER_CHUNK = 500;

/**
 * Fills an empty database with a deterministic synthetic chain, in one transaction: nothing is
 * half-written if it fails. Refuses a database that already has players unless `reset` is set.
 */
export async function seedDatabase(
  database: Database,
  options: SeedOptions & { reset?: boolean },
  progress: Progress = silentProgress,
  catalog: CatalogFile = bundledCatalog,
): Promise<SeedSummary> {
  const plan = planChain(options, catalog);
  const summary = await database.db.transaction(async (tx) => {
    const db: Db = tx;
    const [existing] = await db.select({ n: count() }).from(players);
    if ((existing?.n ?? 0) > 0) {
      if (!options.reset) {
        throw new SeedRefusedError(
          'The database already has players; seeding would overwrite them. Use --reset to replace everything.',
        );
      }
      await db.execute(sql`truncate ${sql.join(SEEDED_TABLES, sql`, `)} restart identity cascade`);
    }
    await writeCatalog(db, plan);
    await syncStrategyLevels(db);
    const roster = await writePlayers(db, options, plan, progress);
    progress.phase('Computing totals and ranks', 1);
    const locationIds = plan.locations.map((l) => l.id);
    await refreshDerived(db, locationIds, yearStart(options.now, options.clock.timeZone));
    await learnAllBounds(db);
    progress.advance();
    progress.done();
    const teams = await writeCommunity(db, options, plan, roster);
    // A few tracked profiles, as if their owners had typed the chat command, so the demo shows
    // day-over-day differences.
    await trackLeadersAndRegulars(db, options.now);
    progress.phase('Leaderboard history', options.days);
    for (let d = options.days; d >= 1; d--) {
      const day = addDays(plan.today, -d);
      const cutoff = dayEnd(day, options.clock);
      await snapshotLeaderboards(db, day, cutoff);
      await snapshotLevelTops(db, day, cutoff);
      // Only the latest profile snapshot is ever shown ("differences since yesterday").
      if (d === 1) {
        await snapshotTrackedProfiles(
          db,
          day,
          cutoff,
          yearStart(new Date(cutoff.getTime() - 1), options.clock.timeZone),
        );
      }
      progress.advance();
    }
    progress.done();
    progress.phase('Player history', 1);
    const yesterday = addDays(plan.today, -1);
    await fillPlayerDays(
      db,
      addDays(plan.today, -(options.historyDays ?? HISTORY_DAYS)),
      yesterday,
      options.clock,
    );
    await fillPeriodGains(db, yesterday);
    progress.advance();
    progress.done();
    const stamp = options.now.toISOString();
    await writeState(db, 'lastUpdated', { players: stamp, leaderboards: stamp });
    await bumpDataVersion(db);
    await writeState(db, 'lastRolloverDay', yesterday);
    await writeState(db, 'yearlyFrom', yearStart(options.now, options.clock.timeZone).toISOString());
    return {
      locations: plan.locations.length,
      players: options.players,
      scores: roster.scores,
      events: roster.events,
      teams,
      days: options.days,
    };
  });
  // Fresh statistics for the planner: with none (PGlite has no autovacuum; PostgreSQL's comes
  // later), it read whole venues where an index would do, turning an import batch into seconds.
  await database.db.execute(sql`analyze`);
  return summary;
}

async function writeCatalog(db: Db, plan: SeedPlan): Promise<void> {
  await insertColumns(db, 'rooms', {
    id: ['int', plan.rooms.map((r) => r.id)],
    name: ['text', plan.rooms.map((r) => r.name)],
    hidden: ['bool', plan.rooms.map((r) => r.hidden)],
  });
  await insertColumns(db, 'games', {
    id: ['int', plan.games.map((g) => g.id)],
    room_id: ['int', plan.games.map((g) => g.roomId)],
    name: ['text', plan.games.map((g) => g.name)],
  });
  const levels = plan.games.flatMap((g) =>
    Array.from({ length: LEVELS_PER_GAME }, (_, level) => [g.id, level] as const),
  );
  await insertColumns(db, 'levels', {
    game_id: ['int', levels.map((l) => l[0])],
    level: ['smallint', levels.map((l) => l[1])],
  });
  await insertColumns(db, 'locations', {
    id: ['int', plan.locations.map((l) => l.id)],
    name: ['text', plan.locations.map((l) => l.name)],
    city: ['text', plan.locations.map((l) => l.city)],
  });
  const pairs = plan.locations.flatMap((l) => l.gameIds.map((g) => [l.id, g] as const));
  await insertColumns(db, 'location_games', {
    location_id: ['int', pairs.map((p) => p[0])],
    game_id: ['int', pairs.map((p) => p[1])],
  });
  for (const table of ['games', 'locations']) await syncSequence(db, table);
}

type Roster = Array<Pick<SeedPlayer, 'id' | 'name' | 'skill' | 'homeLocationId'>> & {
  scores: number;
  events: number;
};

async function writePlayers(
  db: Db,
  options: SeedOptions,
  plan: SeedPlan,
  progress: Progress,
): Promise<Roster> {
  const roster: Roster = Object.assign([], { scores: 0, events: 0 });
  progress.phase('Players and scores', options.players);
  let chunk: SeedPlayer[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const counts = await writePlayerChunk(db, chunk);
    roster.scores += counts.scores;
    roster.events += counts.events;
    progress.advance(chunk.length);
    chunk = [];
  };
  for (const player of generatePlayers(options, plan)) {
    roster.push({
      id: player.id,
      name: player.name,
      skill: player.skill,
      homeLocationId: player.homeLocationId,
    });
    chunk.push(player);
    if (chunk.length >= PLAYER_CHUNK) await flush();
  }
  await flush();
  await syncSequence(db, 'players');
  progress.done();
  return roster;
}

async function writePlayerChunk(db: Db, players: SeedPlayer[]): Promise<{ scores: number; events: number }> {
  await insertColumns(db, 'players', {
    id: ['int', players.map((p) => p.id)],
    name: ['text', players.map((p) => p.name)],
    name_key: ['text', players.map((p) => playerNameKey(p.name))],
    search_key: ['text', players.map((p) => playerSearchKey(p.name))],
  });
  const s = {
    player: [] as number[],
    location: [] as number[],
    game: [] as number[],
    level: [] as number[],
    high: [] as number[],
    times: [] as number[],
    at: [] as string[],
  };
  const e = {
    player: [] as number[],
    location: [] as number[],
    game: [] as number[],
    level: [] as number[],
    score: [] as number[],
    at: [] as string[],
  };
  for (const p of players) {
    for (const visit of p.visits) {
      for (const score of visit.scores) {
        s.player.push(p.id);
        s.location.push(visit.locationId);
        s.game.push(score.gameId);
        s.level.push(score.level);
        s.high.push(score.highScore);
        s.times.push(score.times);
        s.at.push(score.achievedAt.toISOString());
        for (const event of score.events) {
          e.player.push(p.id);
          e.location.push(visit.locationId);
          e.game.push(score.gameId);
          e.level.push(score.level);
          e.score.push(event.score);
          e.at.push(event.playedAt.toISOString());
        }
      }
    }
  }
  const scoreColumns: Columns = {
    player_id: ['int', s.player],
    location_id: ['int', s.location],
    game_id: ['int', s.game],
    level: ['smallint', s.level],
    high_score: ['int', s.high],
    times: ['int', s.times],
    achieved_at: ['timestamptz', s.at],
  };
  await insertColumns(db, 'scores', scoreColumns);
  await insertColumns(db, 'score_events', {
    player_id: ['int', e.player],
    location_id: ['int', e.location],
    game_id: ['int', e.game],
    level: ['smallint', e.level],
    score: ['int', e.score],
    played_at: ['timestamptz', e.at],
  });
  return { scores: s.player.length, events: e.player.length };
}

async function writeCommunity(db: Db, options: SeedOptions, plan: SeedPlan, roster: Roster): Promise<number> {
  const teams = generateTeams(options, plan, roster);
  await insertColumns(db, 'agl_teams', {
    id: ['int', teams.map((_, i) => i + 1)],
    season: ['int', teams.map((t) => t.season)],
    name: ['text', teams.map((t) => t.name)],
    location_id: ['int', teams.map((t) => t.locationId)],
    division: ['int', teams.map((t) => t.division)],
    final_placement: ['int', teams.map((t) => t.finalPlacement)],
  });
  const members = teams.flatMap((t, i) => t.players.map((p, position) => ({ team: i + 1, p, position })));
  await insertColumns(db, 'agl_team_players', {
    team_id: ['int', members.map((m) => m.team)],
    player_name: ['text', members.map((m) => m.p.name)],
    player_id: ['int', members.map((m) => m.p.id)],
    position: ['int', members.map((m) => m.position)],
  });

  const badges = generateBadges(options, roster.length);
  await insertColumns(db, 'badges', {
    id: ['int', badges.map((b) => b.id)],
    title: ['text', badges.map((b) => b.title)],
    description: ['text', badges.map((b) => b.description)],
    stars: ['int', badges.map((b) => b.stars)],
    created_at: ['timestamptz', badges.map(() => options.now.toISOString())],
  });
  const held = badges.flatMap((b) => b.playerIds.map((playerId) => [b.id, playerId] as const));
  await insertColumns(db, 'badge_players', {
    badge_id: ['int', held.map((h) => h[0])],
    player_id: ['int', held.map((h) => h[1])],
    awarded_at: ['timestamptz', held.map(() => options.now.toISOString())],
  });

  const challenges = generateChallenges(
    options,
    plan,
    roster.slice(0, 200).map((p) => p.name),
  );
  await insertColumns(db, 'challenges', {
    id: ['int', challenges.map((c) => c.id)],
    game_name: ['text', challenges.map((c) => c.gameName)],
    game_level: ['int', challenges.map((c) => c.gameLevel)],
    is_live: ['bool', challenges.map((c) => c.isLive)],
    is_deleted: ['bool', challenges.map((c) => c.isDeleted)],
    created_at: ['timestamptz', challenges.map((c) => c.createdAt.toISOString())],
  });
  const records = challenges.flatMap((c) => c.records.map((r) => ({ c: c.id, ...r })));
  await insertColumns(db, 'challenge_scores', {
    challenge_id: ['int', records.map((r) => r.c)],
    score: ['int', records.map((r) => r.score)],
    display_name: ['text', records.map((r) => r.displayName)],
    created_at: ['timestamptz', records.map((r) => r.createdAt.toISOString())],
  });

  const popular = await db
    .select({ id: playerTotals.playerId, nameKey: players.nameKey, locationId: playerTotals.locationId })
    .from(playerTotals)
    .innerJoin(players, eq(players.id, playerTotals.playerId))
    .orderBy(desc(playerTotals.totalScore), asc(playerTotals.playerId))
    .limit(200);
  const stats = generateDailyStats(options, plan, popular);
  await insertColumns(db, 'daily_visits', {
    day: ['date', stats.visits.map((v) => v.day)],
    count: ['int', stats.visits.map((v) => v.count)],
  });
  await insertColumns(db, 'daily_lookups', {
    day: ['date', stats.lookups.map((l) => l.day)],
    kind: ['text', stats.lookups.map((l) => l.kind)],
    player_id: ['int', stats.lookups.map((l) => l.playerId)],
    name_key: ['text', stats.lookups.map((l) => l.nameKey)],
    location_id: ['int', stats.lookups.map((l) => l.locationId)],
    count: ['int', stats.lookups.map((l) => l.count)],
  });
  for (const table of ['agl_teams', 'badges', 'challenges', 'challenge_scores'])
    await syncSequence(db, table);
  return teams.length;
}
