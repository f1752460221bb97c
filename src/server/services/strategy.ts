import { eq, sql } from 'drizzle-orm';
import { STRATEGY_LEVEL_DATA, type StrategyLevel } from '../../games/strategy';
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

/** A strategy level's data, if that level exists. */
export async function strategyLevelData(db: Db, level: number): Promise<StrategyLevel | undefined> {
  const rows = await db
    .select({ data: strategyLevels.data })
    .from(strategyLevels)
    .where(eq(strategyLevels.level, level))
    .limit(1);
  return rows[0]?.data as StrategyLevel | undefined;
}
