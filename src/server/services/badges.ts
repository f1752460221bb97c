import { eq, sql } from 'drizzle-orm';
import type { BadgeInput } from '../../contract/schemas/admin';
import type { Badge, PlayerBadge } from '../../contract/schemas/badges';
import { type Db, queryRows } from '../db/client';
import { badges } from '../db/schema';
import { notFound } from './errors';

/** Every badge with the names of its holders. */
export async function allBadges(db: Db): Promise<Badge[]> {
  return queryRows<Badge>(
    db,
    sql`
    select b.id as "_id", b.title, b.description, b.stars,
      array(select p.name from badge_players bp join players p on p.id = bp.player_id
            where bp.badge_id = b.id order by p.name_key) as players
    from badges b order by b.id`,
  );
}

/** The badges a player holds, most recent first. */
export async function playerBadges(db: Db, playerId: number): Promise<PlayerBadge[]> {
  const rows = await queryRows<Omit<PlayerBadge, 'awardedAt'> & { awarded_at: string | Date }>(
    db,
    sql`
    select b.id as "_id", b.title, b.description, b.stars, bp.awarded_at
    from badge_players bp join badges b on b.id = bp.badge_id
    where bp.player_id = ${playerId}
    order by bp.awarded_at desc, b.id`,
  );
  return rows.map(({ awarded_at, ...badge }) => ({
    ...badge,
    awardedAt: new Date(awarded_at).toISOString(),
  }));
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
