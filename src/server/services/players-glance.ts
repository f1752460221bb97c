import { and, asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { PlayerGlance, PlayersGlance } from '../../contract/schemas/friends';
import { GAIN_PERIODS, type GainPeriod, periodStart } from '../../domain/board-period';
import { type DayClock, dayStart } from '../../domain/days';
import { playerNameKey } from '../../domain/player-name';
import { type Db, queryRows } from '../db/client';
import { locations, playerPeriods, players, playerTotals } from '../db/schema';
import { changedScore, totalDeltas } from './as-of';
import type { CachedReads } from './cached-reads';
import { placeAmong } from './venue-state';

/** The players of these names (by name key), keyed so. */
export async function playersNamed(
  db: Db,
  names: readonly string[],
): Promise<Map<string, { id: number; name: string }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, name: players.name, key: players.nameKey })
    .from(players)
    .where(inArray(players.nameKey, names.map(playerNameKey)));
  return new Map(rows.map((r) => [r.key, { id: r.id, name: r.name }]));
}

/**
 * Several players at a glance (a friends list): at every venue where they have a total, that total,
 * their place among the venue's players and what today added to it, in one answer. The places are
 * found in each venue's kept state (a binary search of its sorted totals, as a player's own data
 * does), what today added by the "as of" rebuild of the few levels these players improved since
 * the day began (as-of.ts), and what the month and the year gained from the kept period gains
 * (period-gains.ts), so a board's Friends view can rank them over any of its periods.
 */
export async function playersGlance(
  { db, cached }: { db: Db; cached: Pick<CachedReads, 'venue'> },
  names: readonly string[],
  today: string,
  clock: DayClock,
): Promise<PlayersGlance> {
  const named = await playersNamed(db, names);
  const ids = [...named.values()].map((p) => p.id);
  const t = playerTotals;
  const [totals, gains, periods] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({
              playerId: t.playerId,
              locationId: t.locationId,
              locationName: locations.name,
              totalScore: t.totalScore,
            })
            .from(t)
            .innerJoin(locations, eq(locations.id, t.locationId))
            .where(and(inArray(t.playerId, ids), gt(t.totalScore, 0)))
            .orderBy(desc(t.totalScore), asc(t.locationId)),
          queryRows<{ player_id: number; location_id: number; delta: number }>(
            db,
            totalDeltas(dayStart(today, clock), inArray(changedScore.playerId, ids)),
          ),
          periodGains(db, ids, today),
        ]);
  const gained = new Map(gains.map((g) => [`${g.player_id}|${g.location_id}`, Number(g.delta)]));
  // Keyed once: a friends list of 50 at 20 venues each is a thousand look-ups of two periods.
  const periodGained = new Map(periods.map((p) => [`${p.period}|${p.playerId}|${p.locationId}`, p.gained]));
  const gainedOver = (period: GainPeriod, playerId: number, locationId: number): number =>
    periodGained.get(`${period}|${playerId}|${locationId}`) ?? 0;
  const states = new Map(
    await Promise.all(
      [...new Set(totals.map((r) => r.locationId))].map(async (id) => [id, await cached.venue(id)] as const),
    ),
  );
  return {
    players: names.map((asked): PlayerGlance => {
      const player = named.get(playerNameKey(asked));
      if (!player) return { playerName: asked, found: false, venues: [] };
      return {
        playerName: player.name,
        found: true,
        venues: totals
          .filter((r) => r.playerId === player.id)
          .map((r) => ({
            locationId: r.locationId,
            locationName: r.locationName,
            totalScore: Number(r.totalScore),
            standing: placeAmong(
              states.get(r.locationId)?.totals ?? new Float64Array(),
              Number(r.totalScore),
            ),
            gainedToday: gained.get(`${r.playerId}|${r.locationId}`) ?? 0,
            gainedMonth: gainedOver('month', r.playerId, r.locationId),
            gainedYear: gainedOver('year', r.playerId, r.locationId),
          })),
      };
    }),
  };
}

/** What `ids` gained at each venue over the month and the year `today` falls in (along the key). */
function periodGains(db: Db, ids: readonly number[], today: string) {
  const pp = playerPeriods;
  return db
    .select({ period: pp.period, playerId: pp.playerId, locationId: pp.locationId, gained: pp.gained })
    .from(pp)
    .where(
      or(
        ...GAIN_PERIODS.map((period) =>
          and(
            eq(pp.period, period),
            eq(pp.periodStart, periodStart(today, period)),
            inArray(pp.playerId, ids),
          ),
        ),
      ),
    );
}
