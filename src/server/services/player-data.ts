import { and, count, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type {
  CachedProfile,
  GroupedLevelScore,
  LevelScore,
  PlayerData,
  PlayerTeam,
  RoomScores,
} from '../../contract/schemas/players';
import { levelFigures, roomsAndGames } from '../../domain/levels';
import { playerRank } from '../../domain/rank';
import { type Db, queryRows } from '../db/client';
import { preparedRead } from '../db/prepared';
import { aglTeamPlayers, aglTeams, locations, playerTotals } from '../db/schema';
import { changedScore, totalDeltas, type YearlyTotalRow, yearEvent, yearlyTotals } from './as-of';
import type { LocationRow } from './locations';
import { type PlayerRow, playerTotalsAt } from './players';
import { teamRoster } from './teams';
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
function groupRooms(levels: readonly VenueLevel[]): RoomScores[] {
  return roomsAndGames(levels).map((games) => {
    const first = games[0]?.[0] as VenueLevel;
    return {
      roomId: first.roomId,
      roomName: first.roomName,
      games: games.map((scores) => {
        const game = scores[0] as VenueLevel;
        return { gameId: game.gameId, gameName: game.gameName, scores: scores.map(toGroupedLevelScore) };
      }),
    };
  });
}

const teamsOfPlayer = preparedRead((db) =>
  db
    .select({
      season: aglTeams.season,
      name: aglTeams.name,
      location: locations.name,
      locationId: aglTeams.locationId,
      division: aglTeams.division,
      players: teamRoster(db),
      finalPlacement: aglTeams.finalPlacement,
    })
    .from(aglTeams)
    .innerJoin(locations, eq(locations.id, aglTeams.locationId))
    .where(
      inArray(
        aglTeams.id,
        db
          .select({ id: aglTeamPlayers.teamId })
          .from(aglTeamPlayers)
          .where(eq(aglTeamPlayers.playerId, sql.placeholder('player'))),
      ),
    )
    .orderBy(desc(aglTeams.season), aglTeams.name)
    .prepare('teams_of_player'),
);

/** League teams a player played in, newest season first. */
function playerTeams(db: Db, playerId: number): Promise<PlayerTeam[]> {
  return teamsOfPlayer(db).execute({ player: playerId });
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

/**
 * Changed totals at a venue since `cutoff`, of the players `filter` (on `changedScore`) keeps.
 * A join to the derived table of totalDeltas: raw SQL, columns from the schema.
 */
async function totalChanges(db: Db, locationId: number, cutoff: Date, filter: SQL): Promise<TotalChange[]> {
  const rows = await queryRows<{ total_now: number; delta: number }>(
    db,
    sql`
    select ${playerTotals.totalScore} as total_now, d.delta
    from (${totalDeltas(cutoff, sql`${changedScore.locationId} = ${locationId} and ${filter}`)}) d
    join ${playerTotals} on ${playerTotals.playerId} = d.player_id and ${playerTotals.locationId} = ${locationId}`,
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
  const aboveTotal = and(eq(playerTotals.locationId, location.id), gt(playerTotals.totalScore, total));
  const [above] = await db.select({ n: count() }).from(playerTotals).where(aboveTotal);
  const changes =
    venue?.changes ??
    (await totalChanges(
      db,
      location.id,
      cutoff,
      inArray(
        changedScore.playerId,
        db.select({ id: playerTotals.playerId }).from(playerTotals).where(aboveTotal),
      ),
    ));
  const climbers = changes.filter((c) => c.totalNow > total && c.totalNow - c.delta <= total).length;
  const higher = (above?.n ?? 0) - climbers;
  const [yearly] = await queryRows<YearlyTotalRow>(
    db,
    yearlyTotals(
      yearFrom,
      cutoff,
      and(eq(yearEvent.playerId, player.id), eq(yearEvent.locationId, location.id)),
    ),
  );
  const yearlyScore = yearly?.total ?? 0;
  const [yearlyHigher] = await db
    .select({ n: count() })
    .from(playerTotals)
    .where(
      and(
        eq(playerTotals.locationId, location.id),
        gt(playerTotals.yearlyScore, yearlyScore),
        ne(playerTotals.playerId, player.id),
      ),
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
