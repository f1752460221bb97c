import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Text } from '@/contract/schemas/common';
import { LEVELS_PER_GAME } from '@/domain/constants';
import { type Db, queryRows } from '../../db/client';
import { CatalogFile, RoomId } from '../seed/catalog';

/** A catalog an import may bring: rooms with their games, and venues with the rooms they have. */
export const ImportCatalog = CatalogFile.partial({ rooms: true }).extend({
  locations: z
    .array(
      z.strictObject({
        name: Text('A location name', 100),
        city: Text('A city', 100),
        /** Room ids the venue has (all their games); omitted: keep what it has. */
        rooms: z.array(RoomId).optional(),
      }),
    )
    .optional(),
});
export type ImportCatalog = z.infer<typeof ImportCatalog>;

/** Why a catalog was refused, naming the field: 'Not a valid catalog: rooms.0.id: ...'. */
export function catalogProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `Not a valid catalog: ${issue?.path.join('.') || 'the body'}: ${issue?.message ?? 'invalid'}`;
}

/** Adds what a catalog names and the database lacks; renames rooms to the catalog's names. Never deletes. */
export async function applyCatalog(db: Db, catalog: ImportCatalog): Promise<void> {
  for (const room of catalog.rooms ?? []) {
    await db.execute(sql`
      insert into rooms (id, name, hidden) values (${room.id}, ${room.name}, ${room.hidden ?? false})
      on conflict (id) do update set name = excluded.name, hidden = excluded.hidden`);
    for (const game of room.games) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`
        insert into games (room_id, name) values (${room.id}, ${game})
        on conflict (room_id, name) do update set name = excluded.name
        returning id`,
      );
      if (!row) continue;
      await db.execute(sql`
        insert into levels (game_id, level) select ${row.id}, l from generate_series(0, ${LEVELS_PER_GAME - 1}) l
        on conflict do nothing`);
    }
  }
  for (const location of catalog.locations ?? []) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`
      insert into locations (name, city) values (${location.name}, ${location.city})
      on conflict (name) do update set city = excluded.city
      returning id`,
    );
    if (!row || !location.rooms) continue;
    await db.execute(sql`
      insert into location_games (location_id, game_id)
      select ${row.id}, g.id from games g where g.room_id = any(${sql.param(location.rooms)}::int[])
      on conflict do nothing`);
  }
}
