import { sql } from 'drizzle-orm';
import { playerSearchKey } from '../../domain/search-key';
import { type Db, queryRows } from './client';
import { players } from './schema';
import { columnName } from './sql';

/** Players keyed per statement: one round trip of two arrays each. */
const BATCH = 5000;

/**
 * Gives every player without one their search key. The key is folded by the domain's function,
 * which SQL cannot run, so the migration that added the column leaves it empty and this fills it
 * after migrations, a batch at a time; then it finds nothing and costs one scan at start.
 */
export async function backfillSearchKeys(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`select ${players.id} as id, ${players.name} as name from ${players}
          where ${players.searchKey} is null limit ${BATCH}`,
    );
    if (rows.length === 0) return filled;
    await db.execute(sql`
      update ${players} set ${columnName(players.searchKey)} = k.key
      from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => playerSearchKey(r.name)))}::text[]) as k(id, key)
      where ${players.id} = k.id`);
    filled += rows.length;
  }
}
