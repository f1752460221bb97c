import { type SQL, sql } from 'drizzle-orm';
import type {
  CachedProfile,
  GroupedLevelScore,
  LevelScore,
  PlayerData,
  PlayerTeam,
  RoomScores,
} from '../../contract/schemas/players';
import { levelFigures } from '../../domain/levels';
import { playerRank } from '../../domain/rank';
import { type Db, queryRows } from '../db/client';
import { totalDeltas, yearlyTotals } from './as-of';
import type { LocationRow } from './locations';
import { type PlayerRow, playerTotalsAt } from './players';
import { type TopThen, topsAsOf, type VenueLevel, venueLevels, venueLevelsAsOf } from './venue-levels';
import type { VenueState } from './venue-state';

/** A venue level in the API's shape inside its game, where the group carries the names. */
function toGroupedLevelScore(l: VenueLevel): GroupedLevelScore {
  return { gameId: l.gameId, levelId: l.levelId, highScore: l.highScore, topScore: l.topScore };
}

/** A venue level in the API's shape. */
export function toLevelScore(l: VenueLevel): LevelScore {
  return { ...toGroupedLevelScore(l), roomName: l.roomName, gameName: l.gameName };
}

/** Levels grouped by room, then game, in venue order. */
export function groupRooms(levels: readonly VenueLevel[]): RoomScores[] {
  const rooms: RoomScores[] = [];
  for (const l of levels) {
    let room = rooms[rooms.length - 1];
    if (room?.roomId !== l.roomId) {
      room = { roomId: l.roomId, roomName: l.roomName, games: [] };
      rooms.push(room);
    }
    let game = room.games[room.games.length - 1];
    if (game?.gameId !== l.gameId) {
      game = { gameId: l.gameId, gameName: l.gameName, scores: [] };
      room.games.push(game);
    }
    game.scores.push(toGroupedLevelScore(l));
  }
  return rooms;
}

/** League teams a player played in, newest season first. */
export async function playerTeams(db: Db, playerId: number): Promise<PlayerTeam[]> {
  const rows = await queryRows<{
    season: number;
    name: string;
    location: string;
    location_id: number;
    division: number;
    players: string[];
    final_placement: number | null;
  }>(
    db,
    sql`
    select t.season, t.name, l.name as location, t.location_id, t.division, t.final_placement,
      array(select tp.player_name from agl_team_players tp where tp.team_id = t.id order by tp.position, tp.player_name) as players
    from agl_teams t join locations l on l.id = t.location_id
    where t.id in (select team_id from agl_team_players where player_id = ${playerId})
    order by t.season desc, t.name`,
  );
  return rows.map((r) => ({
    season: r.season,
    name: r.name,
    location: r.location,
    locationId: r.location_id,
    division: r.division,
    players: r.players,
    finalPlacement: r.final_placement,
  }));
}

/** A player's data at a venue as it stands now; undefined when they do not play there. */
export async function playerData(
  db: Db,
  player: PlayerRow,
  venue: VenueState,
): Promise<PlayerData | undefined> {
  const [totals, levels, aglTeams] = await Promise.all([
    playerTotalsAt(db, player.id, venue),
    venueLevels(db, player.id, venue),
    playerTeams(db, player.id),
  ]);
  if (!totals) return undefined;
  const figures = levelFigures(levels);
  return {
    playerName: player.name,
    locationId: venue.location.id,
    locationName: venue.location.name,
    playerRank: totals.playerRank,
    standing: totals.standing,
    totalScore: totals.totalScore,
    maximumScore: figures.maximumScore,
    totalLevelCount: figures.totalLevelCount,
    levelsPlayed: totals.levelsPlayed,
    topScores: totals.topScores,
    yearlyRank: totals.yearlyRank,
    yearlyScore: totals.yearlyScore,
    scores: levels.map(toLevelScore),
    groupedRoomScores: groupRooms(levels),
    aglTeams,
  };
}

/** A (player, venue) total that grew since a cutoff: its value now, and by how much. */
interface TotalChange {
  totalNow: number;
  delta: number;
}

/** What every profile at a venue replays alike; a rollover computes it once per venue. */
export interface VenueReplay {
  tops: TopThen[];
  /** Every total at the venue that changed since the cutoff. */
  changes: TotalChange[];
}

/** Changed totals at a venue since `cutoff`, of the players `filter` (alias `s`) keeps. */
async function totalChanges(db: Db, locationId: number, cutoff: Date, filter: SQL): Promise<TotalChange[]> {
  const rows = await queryRows<{ total_now: number; delta: number }>(
    db,
    sql`
    select t.total_score as total_now, d.delta
    from (${totalDeltas(cutoff, sql`s.location_id = ${locationId} and ${filter}`)}) d
    join player_totals t on t.player_id = d.player_id and t.location_id = ${locationId}`,
  );
  return rows.map((r) => ({ totalNow: Number(r.total_now), delta: Number(r.delta) }));
}

/** The replay every profile at a venue shares (see VenueReplay). */
export async function venueReplay(db: Db, locationId: number, cutoff: Date): Promise<VenueReplay> {
  const tops = await topsAsOf(db, locationId, cutoff);
  return { tops, changes: await totalChanges(db, locationId, cutoff, sql`true`) };
}

/**
 * A player's profile at a venue as it stood at `cutoff`, rebuilt from the live tables and the
 * score history: what a tracked profile's snapshot holds. `yearFrom` is the start of the
 * cutoff's calendar year. The yearly rank counts the others' yearly scores as they are now (their
 * history since the cutoff is not replayed): a rollover runs right after the cutoff, when the two
 * agree. `venue` is the venue's shared replay, when the caller has it.
 */
export async function profileAsOf(
  db: Db,
  player: PlayerRow,
  location: LocationRow,
  cutoff: Date,
  yearFrom: Date,
  venue?: VenueReplay,
): Promise<Omit<CachedProfile, 'day'>> {
  const levels = await venueLevelsAsOf(db, player.id, location.id, cutoff, venue?.tops);
  const figures = levelFigures(levels);
  const total = figures.totalScore;
  // Everyone now above the total, less those who only got there after the cutoff: of the
  // changed totals, only those above now matter.
  const [above] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from player_totals where location_id = ${location.id} and total_score > ${total}`,
  );
  const changes =
    venue?.changes ??
    (await totalChanges(
      db,
      location.id,
      cutoff,
      sql`s.player_id in (select player_id from player_totals where location_id = ${location.id} and total_score > ${total})`,
    ));
  const climbers = changes.filter((c) => c.totalNow > total && c.totalNow - c.delta <= total).length;
  const higher = (above?.n ?? 0) - climbers;
  const [yearly] = await queryRows<{ total: number }>(
    db,
    yearlyTotals(yearFrom, cutoff, sql`e.player_id = ${player.id} and e.location_id = ${location.id}`),
  );
  const yearlyScore = yearly?.total ?? 0;
  const [yearlyHigher] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from player_totals where location_id = ${location.id} and yearly_score > ${yearlyScore}
        and player_id <> ${player.id}`,
  );
  return {
    playerName: player.name,
    locationId: location.id,
    locationName: location.name,
    playerRank: playerRank(total),
    standing: 1 + higher,
    totalScore: total,
    maximumScore: figures.maximumScore,
    totalLevelCount: figures.totalLevelCount,
    levelsPlayed: figures.levelsPlayed,
    topScores: figures.topScores,
    yearlyRank: 1 + (yearlyHigher?.n ?? 0),
    yearlyScore,
    scores: levels.map(toLevelScore),
  };
}
