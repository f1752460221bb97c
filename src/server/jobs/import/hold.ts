import { sql } from 'drizzle-orm';
import { MAX_KEPT_BOUND, plausibility } from '@/domain/plausibility';
import { type Db, queryRows } from '../../db/client';

/** A score the import held for review instead of counting it. */
export interface HeldScore {
  line: number;
  player: string;
  locationId: number;
  gameId: number;
  /** 0-based. */
  level: number;
  score: number;
  /** The level's top at the venue when the score came, and the bound it was above. */
  topScore: number;
  bound: number;
}

interface Candidate {
  line: number;
  name: string;
  name_key: string;
  location_id: number;
  game_id: number;
  level: number;
  score: number;
  played_at: string;
  top_score: number;
  /** The kept bound; null when the level has none. */
  bound: number | null;
}

/**
 * Takes out of the staged batch (`import_stage`) every score above its level's plausibility bound
 * and keeps it in `held_scores`, where it counts for nothing until an admin decides. The bound is
 * the one kept per level and venue (`level_bounds`, src/server/services/level-bounds.ts), floored
 * at the venue's current top (src/domain/plausibility.ts); only a score above that top can be held,
 * so only those are read. A held event sent again is the same held score (its unique key),
 * whatever was decided.
 */
export async function holdImplausible(db: Db): Promise<HeldScore[]> {
  const candidates = await queryRows<Candidate>(
    db,
    sql`
    select st.line, st.name, st.name_key, st.location_id, st.game_id, st.level::int as level, st.score,
      st.played_at, coalesce(t.top_score, 0) as top_score, b.bound
    from import_stage st
    left join level_tops t on t.location_id = st.location_id and t.game_id = st.game_id and t.level = st.level
    left join level_bounds b on b.location_id = st.location_id and b.game_id = st.game_id and b.level = st.level
    where st.score > coalesce(t.top_score, 0)`,
  );
  if (candidates.length === 0) return [];

  const held: Array<Candidate & { bound: number }> = [];
  for (const c of candidates) {
    const bound = c.bound ?? Number.POSITIVE_INFINITY;
    const verdict = plausibility(c.score, { top: c.top_score, bound });
    if (verdict.held) held.push({ ...c, bound: Math.min(verdict.bound, MAX_KEPT_BOUND) });
  }
  if (held.length === 0) return [];

  const column = <T>(pick: (h: (typeof held)[number]) => T) => sql.param(held.map(pick));
  await db.execute(sql`
    insert into held_scores (player_name, name_key, location_id, game_id, level, played_at, score, top_score, bound)
    select * from unnest(
      ${column((h) => h.name)}::text[], ${column((h) => h.name_key)}::text[], ${column((h) => h.location_id)}::int[],
      ${column((h) => h.game_id)}::int[], ${column((h) => h.level)}::smallint[],
      ${column((h) => new Date(h.played_at).toISOString())}::timestamptz[], ${column((h) => h.score)}::int[],
      ${column((h) => h.top_score)}::int[], ${column((h) => Math.round(h.bound))}::int[])
    on conflict on constraint held_scores_event do nothing`);
  await db.execute(
    sql`delete from import_stage where line = any(${sql.param(held.map((h) => h.line))}::int[])`,
  );
  return held.map((h) => ({
    line: h.line,
    player: h.name,
    locationId: h.location_id,
    gameId: h.game_id,
    level: h.level,
    score: h.score,
    topScore: h.top_score,
    bound: Math.round(h.bound),
  }));
}
