import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { OvertakenEvent, TotalMove } from '@/domain/overtaken';
import { passersOf } from '@/domain/overtaken';
import type { TotalsDelta } from '@/domain/totals-delta';
import { type Db, queryRows } from '../../db/client';
import {
  games,
  locations,
  overtakenAlerts,
  players,
  playerTotals,
  pushSubscriptions,
  trackedProfiles,
} from '../../db/schema';
import type { LevelKey } from './levels';

/** A level whose top a batch raised: the old top, the new one, and who set it. */
export interface TakenTop {
  holder: LevelKey;
  oldTop: number;
  newTop: number;
  setterId: number;
}

/** A player who asked to be told: by the Discord bot (their chat user), by Web Push, or both. */
interface Tracked {
  playerId: number;
  chatUserId: string | null;
  push: boolean;
}

/** The channels a player is told on, each with the chat user a Discord message goes to. */
function channelsOf(t: Tracked): Array<{ channel: 'discord' | 'push'; chatUserId: string | null }> {
  return [
    ...(t.chatUserId ? [{ channel: 'discord' as const, chatUserId: t.chatUserId }] : []),
    ...(t.push ? [{ channel: 'push' as const, chatUserId: null }] : []),
  ];
}

/** Each player once, with every channel they are told on. */
function merged(discord: ReadonlyArray<{ playerId: number; chatUserId: string }>, push: readonly number[]) {
  const map = new Map<number, Tracked>();
  for (const d of discord)
    map.set(d.playerId, { playerId: d.playerId, chatUserId: d.chatUserId, push: false });
  for (const id of push)
    map.set(id, { playerId: id, chatUserId: map.get(id)?.chatUserId ?? null, push: true });
  return map;
}

/**
 * Works out, inside the import's transaction, which tracked players the batch overtook (a top
 * score of theirs taken, or passed on a venue's board) and adds it to their alert of `day` in the
 * outbox (`overtaken_alerts`). Reads only the tracked profiles, the batch's own players' totals
 * and, per alert, the venue's totals above the player (an index range).
 */
export async function recordOvertaken(
  db: Db,
  day: string,
  taken: readonly TakenTop[],
  deltas: readonly TotalsDelta[],
  hiddenGames: ReadonlySet<number>,
): Promise<void> {
  const events = new Map<number, { tracked: Tracked; list: OvertakenEvent[] }>();
  const add = (t: Tracked, e: OvertakenEvent) => {
    const entry = events.get(t.playerId) ?? { tracked: t, list: [] };
    entry.list.push(e);
    events.set(t.playerId, entry);
  };
  const tops = taken.filter((t) => t.setterId !== t.holder.playerId && !hiddenGames.has(t.holder.gameId));
  const trackedHolders = await trackedAmong(
    db,
    tops.map((t) => t.holder.playerId),
  );
  const passes = await boardPasses(db, deltas);
  if (trackedHolders.size === 0 && passes.length === 0) return;

  const names = await namesOf(
    db,
    [...tops.map((t) => t.setterId), ...passes.map((p) => p.passerId)],
    [...tops.map((t) => t.holder.locationId), ...passes.map((p) => p.locationId)],
    tops.map((t) => t.holder.gameId),
  );
  for (const t of tops) {
    const tracked = trackedHolders.get(t.holder.playerId);
    if (!tracked) continue;
    add(tracked, {
      kind: 'top',
      by: names.players.get(t.setterId) ?? '?',
      venue: names.venues.get(t.holder.locationId) ?? '?',
      game: names.games.get(t.holder.gameId) ?? '?',
      level: t.holder.level,
      score: t.newTop,
      yours: t.oldTop,
    });
  }
  for (const p of passes)
    add(p.tracked, {
      kind: 'passed',
      by: names.players.get(p.passerId) ?? '?',
      venue: names.venues.get(p.locationId) ?? '?',
      position: p.position,
    });

  const rows = [...events.values()].flatMap(({ tracked, list }) =>
    channelsOf(tracked).map(({ channel, chatUserId }) => ({
      playerId: tracked.playerId,
      day,
      channel,
      kind: list[0]?.kind ?? 'top',
      chatUserId,
      details: { events: list },
    })),
  );
  // One message per player, day and channel: a later event joins the day's message while it is
  // unsent, and is dropped once it has gone (or delivery was given up).
  await db
    .insert(overtakenAlerts)
    .values(rows)
    .onConflictDoUpdate({
      target: [overtakenAlerts.playerId, overtakenAlerts.day, overtakenAlerts.channel],
      set: {
        details: sql`jsonb_build_object('events', (${overtakenAlerts.details}->'events') || (excluded.details->'events'))`,
      },
      setWhere: sql`${overtakenAlerts.sentAt} is null and ${overtakenAlerts.gaveUpAt} is null`,
    });
}

/** The players among `ids` who are told (a primary-key or an index lookup each). */
async function trackedAmong(db: Db, ids: readonly number[]): Promise<Map<number, Tracked>> {
  if (ids.length === 0) return new Map();
  const wanted = [...new Set(ids)];
  const discord = await db
    .select({ playerId: trackedProfiles.playerId, chatUserId: trackedProfiles.chatUserId })
    .from(trackedProfiles)
    .where(inArray(trackedProfiles.playerId, wanted));
  const push = await db
    .selectDistinct({ playerId: pushSubscriptions.playerId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.playerId, wanted));
  return merged(
    discord,
    push.map((p) => p.playerId),
  );
}

interface Pass {
  tracked: Tracked;
  passerId: number;
  locationId: number;
  position: number;
}

/**
 * Tracked players whose place on a venue's board a batch's gains passed. A tracked player can only
 * have been passed when their total after lies between the lowest total before and the highest
 * after of the batch's players at that venue; the tracked profiles at the batch's venues are
 * read (their key) and filtered so.
 */
async function boardPasses(db: Db, deltas: readonly TotalsDelta[]): Promise<Pass[]> {
  const gains = deltas.filter((d) => d.total > 0);
  if (gains.length === 0) return [];
  const venues = [...new Set(gains.map((d) => d.locationId))];
  const after = await db
    .select({
      playerId: playerTotals.playerId,
      locationId: playerTotals.locationId,
      total: playerTotals.totalScore,
    })
    .from(playerTotals)
    .where(
      and(
        inArray(playerTotals.playerId, [...new Set(gains.map((d) => d.playerId))]),
        inArray(playerTotals.locationId, venues),
      ),
    );
  const gainOf = new Map(gains.map((d) => [`${d.playerId}|${d.locationId}`, d.total]));
  const moversAt = new Map<number, TotalMove[]>();
  for (const a of after) {
    const gain = gainOf.get(`${a.playerId}|${a.locationId}`);
    if (gain === undefined) continue;
    const list = moversAt.get(a.locationId) ?? [];
    list.push({ playerId: a.playerId, before: a.total - gain, after: a.total });
    moversAt.set(a.locationId, list);
  }
  const all = [...moversAt.values()].flat();
  if (all.length === 0) return [];
  const low = Math.min(...all.map((m) => m.before));
  const high = Math.max(...all.map((m) => m.after));
  const inRange = and(
    inArray(playerTotals.locationId, venues),
    gte(playerTotals.totalScore, low),
    lt(playerTotals.totalScore, high),
  );
  const discord = await db
    .select({
      playerId: trackedProfiles.playerId,
      chatUserId: trackedProfiles.chatUserId,
      locationId: playerTotals.locationId,
      total: playerTotals.totalScore,
    })
    .from(trackedProfiles)
    .innerJoin(playerTotals, sql`${playerTotals.playerId} = ${trackedProfiles.playerId}`)
    .where(inRange);
  const push = await db
    .selectDistinct({
      playerId: pushSubscriptions.playerId,
      locationId: playerTotals.locationId,
      total: playerTotals.totalScore,
    })
    .from(pushSubscriptions)
    .innerJoin(playerTotals, sql`${playerTotals.playerId} = ${pushSubscriptions.playerId}`)
    .where(inRange);
  const who = merged(
    discord,
    push.map((p) => p.playerId),
  );
  const totals = new Map([...discord, ...push].map((t) => [`${t.playerId}|${t.locationId}`, t]));
  const tracked = [...totals.values()].map((t) => ({
    ...t,
    ...(who.get(t.playerId) ?? { playerId: t.playerId, chatUserId: null, push: false }),
  }));
  const passes: Omit<Pass, 'position'>[] = [];
  const passedTotals: Array<{ locationId: number; total: number }> = [];
  for (const t of tracked) {
    const own = gainOf.get(`${t.playerId}|${t.locationId}`) ?? 0;
    const me = { playerId: t.playerId, before: t.total - own, after: t.total };
    const passers = passersOf(me, moversAt.get(t.locationId) ?? []);
    for (const p of passers) {
      passes.push({ tracked: t, passerId: p.playerId, locationId: t.locationId });
      passedTotals.push({ locationId: t.locationId, total: t.total });
    }
  }
  if (passes.length === 0) return [];
  const positions = await positionsOf(db, passedTotals);
  return passes.map((p, i) => ({ ...p, position: positions[i] ?? 0 }));
}

/**
 * Each total's place on its venue's board: one more than the totals above it (the board's index).
 * Counted once per distinct total: a tracked player passed by hundreds of a batch's players is one
 * count, not hundreds (a count low on a board of a million players reads a long index range).
 */
async function positionsOf(
  db: Db,
  at: ReadonlyArray<{ locationId: number; total: number }>,
): Promise<number[]> {
  const key = (a: { locationId: number; total: number }) => `${a.locationId}|${a.total}`;
  const distinct = [...new Map(at.map((a) => [key(a), a])).values()];
  const rows = await queryRows<{ i: number; position: number }>(
    db,
    sql`
    select b.i, (select count(*)::int + 1 from ${playerTotals}
                 where ${playerTotals.locationId} = b.location_id and ${playerTotals.totalScore} > b.total) as position
    from unnest(${sql.param(distinct.map((a) => a.locationId))}::int[], ${sql.param(distinct.map((a) => a.total))}::bigint[])
      with ordinality as b(location_id, total, i)`,
  );
  const positions = new Map(
    rows.map((r) => [key(distinct[Number(r.i) - 1] as (typeof distinct)[number]), r.position]),
  );
  return at.map((a) => positions.get(key(a)) ?? 0);
}

/** The names the messages show: players, venues and games. */
async function namesOf(db: Db, playerIds: number[], venueIds: number[], gameIds: number[]) {
  const byId = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((r) => [r.id, r.name]));
  const some = <T>(ids: number[], read: (ids: number[]) => Promise<T[]>) =>
    ids.length === 0 ? Promise.resolve([] as T[]) : read([...new Set(ids)]);
  // One after the other: they share the import's transaction.
  const p = await some(playerIds, (ids) =>
    db.select({ id: players.id, name: players.name }).from(players).where(inArray(players.id, ids)),
  );
  const v = await some(venueIds, (ids) =>
    db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, ids)),
  );
  const g = await some(gameIds, (ids) =>
    db.select({ id: games.id, name: games.name }).from(games).where(inArray(games.id, ids)),
  );
  return { players: byId(p), venues: byId(v), games: byId(g) };
}
