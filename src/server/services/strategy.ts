import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StrategyGame } from '../../contract/schemas/strategy';
import { STRATEGY_LEVEL_DATA } from '../../games/strategy';
import type { Db } from '../db/client';
import { strategyLevels } from '../db/schema';

/** Writes the bundled level designs into the database (new and changed ones; never deletes). */
export async function syncStrategyLevels(db: Db): Promise<void> {
  for (const level of STRATEGY_LEVEL_DATA) {
    await db
      .insert(strategyLevels)
      .values({ level: level.level, data: level })
      .onConflictDoUpdate({ target: strategyLevels.level, set: { data: level, updatedAt: sql`now()` } });
  }
}

/** A strategy level's data, if that level exists, as the API answers it. */
export async function strategyLevelData(
  db: Db,
  level: number,
): Promise<z.output<typeof StrategyGame> | undefined> {
  const rows = await db
    .select({ data: strategyLevels.data })
    .from(strategyLevels)
    .where(eq(strategyLevels.level, level))
    .limit(1);
  // The column holds the bundled designs as written above, which the contract's schema describes.
  return rows[0]?.data as z.output<typeof StrategyGame> | undefined;
}
