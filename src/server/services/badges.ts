import { asc, desc, eq, sql } from 'drizzle-orm';
import type { BadgeInput } from '../../contract/schemas/admin';
import type { Badge, PlayerBadge } from '../../contract/schemas/badges';
import type { Db } from '../db/client';
import { badgePlayers, badges, players } from '../db/schema';
import { notFound } from './errors';

/** A badge as the API shows it. */
const badgeFields = {
  _id: badges.id,
  title: badges.title,
  description: badges.description,
  stars: badges.stars,
};

/** Every badge with the names of its holders. */
export async function allBadges(db: Db): Promise<Badge[]> {
  const holders = db
    .select({ name: players.name })
    .from(badgePlayers)
    .innerJoin(players, eq(players.id, badgePlayers.playerId))
    .where(eq(badgePlayers.badgeId, badges.id))
    .orderBy(asc(players.nameKey));
  return db
    .select({
      ...badgeFields,
      players: sql<string[]>`array${holders}`,
    })
    .from(badges)
    .orderBy(asc(badges.id));
}

/** The badges a player holds, most recent first. */
export async function playerBadges(db: Db, playerId: number): Promise<PlayerBadge[]> {
  const rows = await db
    .select({
      ...badgeFields,
      awardedAt: badgePlayers.awardedAt,
    })
    .from(badgePlayers)
    .innerJoin(badges, eq(badges.id, badgePlayers.badgeId))
    .where(eq(badgePlayers.playerId, playerId))
    .orderBy(desc(badgePlayers.awardedAt), asc(badges.id));
  return rows.map((r) => ({ ...r, awardedAt: r.awardedAt.toISOString() }));
}

/** One badge with its holders. */
async function badge(db: Db, id: number): Promise<Badge> {
  const found = (await allBadges(db)).find((b) => b._id === id);
  if (!found) throw notFound('No such badge.');
  return found;
}

/** Adds a badge. */
export async function addBadge(db: Db, input: BadgeInput): Promise<Badge> {
  const [row] = await db
    .insert(badges)
    .values({ title: input.title, description: input.description, stars: input.stars ?? 0 })
    .returning({ id: badges.id });
  return badge(db, row?.id ?? 0);
}

/** Edits a badge's title and description (and stars, when given). */
export async function updateBadge(db: Db, id: number, input: BadgeInput): Promise<Badge> {
  const rows = await db
    .update(badges)
    .set({
      title: input.title,
      description: input.description,
      ...(input.stars !== undefined ? { stars: input.stars } : {}),
    })
    .where(eq(badges.id, id))
    .returning({ id: badges.id });
  if (rows.length === 0) throw notFound('No such badge.');
  return badge(db, id);
}

/** Deletes a badge and the record of who held it. */
export async function deleteBadge(db: Db, id: number): Promise<number> {
  const rows = await db.delete(badges).where(eq(badges.id, id)).returning({ id: badges.id });
  if (rows.length === 0) throw notFound('No such badge.');
  return id;
}
