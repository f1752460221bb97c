import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Challenge, ChallengeInput } from '../../contract/schemas/admin';
import type { Db } from '../db/client';
import { challengeScores, challenges } from '../db/schema';
import { notFound } from './errors';

/** The message for a challenge that does not exist. */
const CHALLENGE_NOT_FOUND = 'Challenge not found';

type ChallengeRow = typeof challenges.$inferSelect;
type RecordRow = typeof challengeScores.$inferSelect;

function toChallenge(c: ChallengeRow, records: RecordRow[]): Challenge {
  return {
    _id: c.id,
    gameName: c.gameName,
    gameLevel: c.gameLevel,
    isDeleted: c.isDeleted,
    isLive: c.isLive,
    channelId: c.channelId,
    createdByUserId: c.createdByUserId,
    createdAt: c.createdAt.toISOString(),
    // Best first: records are sorted by score, highest to lowest.
    scoreRecords: records
      .filter((r) => r.challengeId === c.id)
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .map((r) => ({
        _id: r.id,
        score: r.score,
        displayName: r.displayName,
        createdAt: r.createdAt.toISOString(),
        userId: r.userId,
        isValid: r.isValid,
      })),
  };
}

/** Every challenge, newest first, deleted ones flagged. */
export async function listChallenges(db: Db): Promise<Challenge[]> {
  const rows = await db.select().from(challenges).orderBy(desc(challenges.createdAt), desc(challenges.id));
  const records = rows.length
    ? await db
        .select()
        .from(challengeScores)
        .where(
          inArray(
            challengeScores.challengeId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((c) => toChallenge(c, records));
}

/** One challenge, or 'Challenge not found'. */
export async function getChallenge(db: Db, id: number): Promise<Challenge> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
  if (!row) throw notFound(CHALLENGE_NOT_FOUND);
  const records = await db.select().from(challengeScores).where(eq(challengeScores.challengeId, id));
  return toChallenge(row, records);
}

/**
 * Edits a challenge: its fields, existing records' validity and scores, and new records (those
 * without an id). Records not mentioned stay as they are: nothing entered is lost.
 */
export async function updateChallenge(
  db: Db,
  id: number,
  input: ChallengeInput,
  userId: number,
): Promise<Challenge> {
  return db.transaction(async (tx) => {
    const t: Db = tx;
    const [row] = await t
      .select({ id: challenges.id })
      .from(challenges)
      .where(eq(challenges.id, id))
      .limit(1);
    if (!row) throw notFound(CHALLENGE_NOT_FOUND);
    const fields = {
      ...(input.gameName !== undefined ? { gameName: input.gameName } : {}),
      ...(input.gameLevel !== undefined ? { gameLevel: input.gameLevel } : {}),
      ...(input.isLive !== undefined ? { isLive: input.isLive } : {}),
    };
    if (Object.keys(fields).length > 0) await t.update(challenges).set(fields).where(eq(challenges.id, id));
    for (const record of input.scoreRecords ?? []) {
      if (record._id === undefined) {
        await t.insert(challengeScores).values({
          challengeId: id,
          score: record.score,
          displayName: record.displayName,
          userId,
          isValid: record.isValid ?? true,
        });
      } else {
        await t
          .update(challengeScores)
          .set({
            score: record.score,
            displayName: record.displayName,
            ...(record.isValid !== undefined ? { isValid: record.isValid } : {}),
          })
          .where(and(eq(challengeScores.id, record._id), eq(challengeScores.challengeId, id)));
      }
    }
    return getChallenge(t, id);
  });
}

/** Marks a challenge deleted; it and its records stay in the database. */
export async function softDeleteChallenge(db: Db, id: number): Promise<number> {
  const rows = await db
    .update(challenges)
    .set({ isDeleted: true })
    .where(eq(challenges.id, id))
    .returning({ id: challenges.id });
  if (rows.length === 0) throw notFound(CHALLENGE_NOT_FOUND);
  return id;
}
