import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { overtakenAlerts, playerTotals, scores, trackedProfiles, users } from '../db/schema';
import { columnName } from '../db/sql';

/** The player a chat user's account has claimed (and an admin approved), if any. */
export async function claimedPlayerOfChatUser(db: Db, chatUserId: string): Promise<string | null> {
  const [owner] = await db
    .select({ playerName: users.playerName })
    .from(users)
    .where(eq(users.discordId, chatUserId))
    .limit(1);
  return owner?.playerName ?? null;
}

/** Tracks a player's profile for the chat user who asked (again: the latest asker keeps it). */
export async function trackProfile(db: Db, playerId: number, chatUserId: string, since: Date): Promise<void> {
  await db
    .insert(trackedProfiles)
    .values({ playerId, chatUserId, since })
    .onConflictDoUpdate({ target: trackedProfiles.playerId, set: { chatUserId } });
}

/** Stops tracking a profile, and with it the overtaken alerts not sent yet. */
export async function untrackProfile(db: Db, playerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(trackedProfiles).where(eq(trackedProfiles.playerId, playerId));
    await tx
      .delete(overtakenAlerts)
      .where(and(eq(overtakenAlerts.playerId, playerId), isNull(overtakenAlerts.sentAt)));
  });
}

/** At how many venues a player has figures. */
export async function venueCount(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ venues: count() })
    .from(playerTotals)
    .where(eq(playerTotals.playerId, playerId));
  return row?.venues ?? 0;
}

/**
 * Tracks, as if they had asked, each venue's leader and the six players most active in the three
 * days before `now`, since 30 days before it (the demo seed's tracked profiles). Raw SQL: a union
 * of limited selects fed to an insert; columns from the schema.
 */
export async function trackLeadersAndRegulars(db: Db, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const t = alias(playerTotals, 't');
  const m = alias(playerTotals, 'm');
  const tp = trackedProfiles;
  await db.execute(sql`
    insert into ${tp} (${columnName(tp.playerId)}, ${columnName(tp.chatUserId)}, ${columnName(tp.since)})
    select player_id, 'demo-' || player_id, ${at} - interval '30 days'
    from (
      (select ${t.playerId} from ${playerTotals} as ${t}
       where ${t.totalScore} = (select max(${m.totalScore}) from ${playerTotals} as ${m} where ${m.locationId} = ${t.locationId}))
      union
      (select ${scores.playerId} from ${scores} where ${scores.achievedAt} > ${at} - interval '3 days'
       group by ${scores.playerId} order by count(*) desc, ${scores.playerId} limit 6)
    ) chosen
    on conflict do nothing`);
}
