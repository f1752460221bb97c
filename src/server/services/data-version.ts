import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

/** The channel a write announces a new data version on (PostgreSQL's LISTEN/NOTIFY). */
export const DATA_CHANNEL = 'arcade_data';

const KEY = 'dataVersion';

/**
 * Counts a change to what the site shows (scores, boards, the catalog, an admin's edit) and tells
 * every server process on the same database. Run it in the writer's transaction: the number and
 * the notification take effect when it commits, never before its data is visible.
 */
export async function bumpDataVersion(db: Db): Promise<void> {
  await db.execute(sql`
    insert into app_state (key, value) values (${KEY}, '1'::jsonb)
    on conflict (key) do update set value = to_jsonb((app_state.value #>> '{}')::bigint + 1), updated_at = now()`);
  await db.execute(sql`select pg_notify(${DATA_CHANNEL}, '')`);
}

/** The data version now (0 before the first change). */
export async function readDataVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ value: string | null }>(
    db,
    sql`select value #>> '{}' as value from app_state where key = ${KEY}`,
  );
  return Number(row?.value ?? 0);
}
