import { sql } from 'drizzle-orm';
import { insertColumns } from '../../db/bulk';
import type { Db } from '../../db/client';
import type { BulkLoad } from '../../db/copy';
import type { Resolved } from './validate';

/**
 * The batch's checked records go into a temporary table of the transaction (gone at its end), by
 * COPY where the driver can: every later step is one set-based statement over it
 * (src/server/jobs/import/levels.ts) instead of arrays sent back and forth.
 */
export async function stageRecords(db: Db, copy: BulkLoad | undefined, resolved: readonly Resolved[]) {
  await db.execute(sql`
    create temp table import_stage (
      line int not null, name text not null, name_key text not null, search_key text not null, location_id int not null,
      game_id int not null, level smallint not null, score int not null, played_at timestamptz not null
    ) on commit drop`);
  const columns = {
    line: ['int', resolved.map((r) => r.line)],
    name: ['text', resolved.map((r) => r.record.player)],
    name_key: ['text', resolved.map((r) => r.nameKey)],
    search_key: ['text', resolved.map((r) => r.searchKey)],
    location_id: ['int', resolved.map((r) => r.locationId)],
    game_id: ['int', resolved.map((r) => r.gameId)],
    level: ['smallint', resolved.map((r) => r.record.level)],
    score: ['int', resolved.map((r) => r.record.score)],
    played_at: ['timestamptz', resolved.map((r) => r.record.playedAt.toISOString())],
  } as const;
  if (copy) await copy('import_stage', columns);
  else await insertColumns(db, 'import_stage', columns);
}
