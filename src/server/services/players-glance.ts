import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlayerGlance, PlayersGlance } from '../../contract/schemas/friends';
import { type DayClock, dayStart } from '../../domain/days';
import { playerNameKey } from '../../domain/player-name';
import { type Db, queryRows } from '../db/client';
import { locations, players, playerTotals } from '../db/schema';
import { changedScore, totalDeltas } from './as-of';

const above = alias(playerTotals, 'above');

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
 * counted from the venue's board index (the totals above), what today added by the "as of" rebuild
 * of the few levels these players improved since the day began (as-of.ts).
 */
export async function playersGlance(
  db: Db,
  names: readonly string[],
  today: string,
  clock: DayClock,
): Promise<PlayersGlance> {
  const named = await playersNamed(db, names);
  const ids = [...named.values()].map((p) => p.id);
  const t = playerTotals;
  const [totals, gains] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              playerId: t.playerId,
              locationId: t.locationId,
              locationName: locations.name,
              totalScore: t.totalScore,
              standing:
                sql<number>`1 + (select count(*) from ${playerTotals} as ${above} where ${above.locationId} = ${t.locationId} and ${above.totalScore} > ${t.totalScore})`.mapWith(
                  Number,
                ),
            })
            .from(t)
            .innerJoin(locations, eq(locations.id, t.locationId))
            .where(and(inArray(t.playerId, ids), gt(t.totalScore, 0)))
            .orderBy(desc(t.totalScore), asc(t.locationId)),
          queryRows<{ player_id: number; location_id: number; delta: number }>(
            db,
            totalDeltas(dayStart(today, clock), inArray(changedScore.playerId, ids)),
          ),
        ]);
  const gained = new Map(gains.map((g) => [`${g.player_id}|${g.location_id}`, Number(g.delta)]));
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
            standing: r.standing,
            gainedToday: gained.get(`${r.playerId}|${r.locationId}`) ?? 0,
          })),
      };
    }),
  };
}
