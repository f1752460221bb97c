import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { LookAlikeMark, PlayerLink } from '../../contract/schemas/admin';
import { maskEmail } from '../../domain/email';
import { lookAlikeOf } from '../../domain/look-alike';
import { sameName } from '../../domain/player-name';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { playerLinks, users } from '../db/schema';
import { conflict, notFound } from './errors';
import { findPlayer } from './players';

/** Whether a user may ask to claim this profile: logged in, no profile yet, an e-mail, nothing pending. */
export async function canRequestLink(db: Db, user: SessionUser | null, playerName: string): Promise<boolean> {
  if (!user || user.playerName || !user.email) return false;
  const player = await findPlayer(db, playerName);
  if (!player) return false;
  const open = await db
    .select({ id: playerLinks.id })
    .from(playerLinks)
    .where(
      or(
        and(
          eq(playerLinks.userId, user.id),
          or(isNull(playerLinks.approved), eq(playerLinks.approved, true)),
        ),
        and(sql`lower(${playerLinks.playerName}) = lower(${player.name})`, eq(playerLinks.approved, true)),
      ),
    )
    .limit(1);
  return open.length === 0;
}

/** Files a claim (pending). */
export async function requestLink(
  db: Db,
  user: SessionUser,
  playerName: string,
  email: string,
): Promise<number> {
  if (user.playerName) throw conflict('You have claimed a profile already.');
  const player = await findPlayer(db, playerName);
  if (!player) throw notFound('No player was found.');
  if (!(await canRequestLink(db, { ...user, email }, player.name))) {
    throw conflict('There is already a request for you, or the profile belongs to someone.');
  }
  const [row] = await db
    .insert(playerLinks)
    .values({ playerName: player.name, email: email.toLowerCase(), userId: user.id })
    .returning({ id: playerLinks.id });
  if (!row) throw new Error('The request could not be saved');
  return row.id;
}

/** Every claim request, newest first, e-mails masked, names that mix scripts with look-alikes marked. */
export async function listLinks(db: Db): Promise<PlayerLink[]> {
  const rows = await db.select().from(playerLinks).orderBy(desc(playerLinks.createdAt), desc(playerLinks.id));
  return Promise.all(
    rows.map(async (r) => ({
      _id: r.id,
      playerName: r.playerName,
      email: maskEmail(r.email) ?? '',
      approved: r.approved,
      userId: r.userId,
      createdAt: r.createdAt.toISOString(),
      lookAlike: await lookAlikeMark(db, r.playerName),
    })),
  );
}

/**
 * The look-alike mark of a name (see lookAlikeOf), with the other player it reads as
 * when there is one: the admin deciding a claim sees that 'Mаteo40' is not the leader Mateo40.
 */
async function lookAlikeMark(db: Db, name: string): Promise<LookAlikeMark | null> {
  const mark = lookAlikeOf(name);
  if (!mark) return null;
  const other = await findPlayer(db, mark.reads);
  return { ...mark, existingPlayer: other && !sameName(other.name, name) ? other.name : null };
}

/** Decides a claim: approve (links the profile to the user), deny, or reset to pending (undoing a link). */
export async function decideLink(
  db: Db,
  id: number,
  decision: 'approve' | 'deny' | 'reset',
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const t: Db = tx;
    const [link] = await t.select().from(playerLinks).where(eq(playerLinks.id, id)).limit(1);
    if (!link) throw notFound('No such request.');
    if (decision === 'approve') {
      const taken = await t
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.playerName}) = lower(${link.playerName})`,
            sql`${users.id} <> ${link.userId}`,
          ),
        )
        .limit(1);
      if (taken.length > 0) throw conflict('That profile is linked to another user already.');
      await t.update(users).set({ playerName: link.playerName }).where(eq(users.id, link.userId));
    } else {
      // Denying or resetting an approved claim takes the profile back.
      await t
        .update(users)
        .set({ playerName: null })
        .where(and(eq(users.id, link.userId), sql`lower(${users.playerName}) = lower(${link.playerName})`));
    }
    const approved = decision === 'approve' ? true : decision === 'deny' ? false : null;
    await t
      .update(playerLinks)
      .set({ approved, decidedAt: decision === 'reset' ? null : now })
      .where(eq(playerLinks.id, id));
    return id;
  });
}
