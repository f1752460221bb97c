import { sql } from 'drizzle-orm';
import { levelBound, plausibility } from '@/domain/plausibility';
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
}

interface Best {
  scope: 'venue' | 'chain';
  location_id: number;
  game_id: number;
  level: number;
  high_score: number;
}

/** How many of a level's best scores its bound is learned from, per venue (src/domain/plausibility.ts). */
const KEPT = 10;

const levelOf = (r: { location_id: number; game_id: number; level: number }) =>
  `${r.location_id}|${r.game_id}|${r.level}`;
const chainLevelOf = (r: { game_id: number; level: number }) => `${r.game_id}|${r.level}`;

/**
 * Takes out of the staged batch (`import_stage`) every score above its level's plausibility bound
 * and keeps it in `held_scores`, where it counts for nothing until an admin decides. Only a score
 * above the venue's top can be held, so the bound is learned (from the level's best scores at the
 * venue and chain-wide, a few index probes each) only for the batch's would-be new tops. The bound
 * is learned from the scores as they are at the import rather than kept in a table of its own:
 * the scores are the derived table it would be kept from, and they are current by construction.
 * A held event sent again is the same held score (its unique key), whatever was decided.
 */
export async function holdImplausible(db: Db): Promise<HeldScore[]> {
  const candidates = await queryRows<Candidate>(
    db,
    sql`
    select st.line, st.name, st.name_key, st.location_id, st.game_id, st.level::int as level, st.score,
      st.played_at, coalesce(t.top_score, 0) as top_score
    from import_stage st
    left join level_tops t on t.location_id = st.location_id and t.game_id = st.game_id and t.level = st.level
    where st.score > coalesce(t.top_score, 0)`,
  );
  if (candidates.length === 0) return [];

  const bests = await queryRows<Best>(
    db,
    sql`
    with lv as (
      select distinct location_id, game_id, level from import_stage st
      where st.line = any(${sql.param(candidates.map((c) => c.line))}::int[])),
    chain as (select distinct game_id, level from lv)
    select 'venue' as scope, lv.location_id, lv.game_id, lv.level::int as level, b.high_score
    from lv cross join lateral (
      select s.high_score from scores s
      where s.location_id = lv.location_id and s.game_id = lv.game_id and s.level = lv.level
      order by s.high_score desc limit ${KEPT}) b
    union all
    select 'chain', l.id, c.game_id, c.level::int, b.high_score
    from chain c cross join locations l cross join lateral (
      select s.high_score from scores s
      where s.location_id = l.id and s.game_id = c.game_id and s.level = c.level
      order by s.high_score desc limit ${KEPT}) b`,
  );
  const venueBests = new Map<string, number[]>();
  const chainBests = new Map<string, number[]>();
  for (const b of bests) {
    const [map, key] = b.scope === 'venue' ? [venueBests, levelOf(b)] : [chainBests, chainLevelOf(b)];
    map.set(key, [...(map.get(key) ?? []), b.high_score]);
  }

  const held: Array<Candidate & { bound: number }> = [];
  for (const c of candidates) {
    const bound = levelBound({
      venueBests: venueBests.get(levelOf(c)) ?? [],
      chainBests: chainBests.get(chainLevelOf(c)) ?? [],
    });
    const verdict = plausibility(c.score, { top: c.top_score, bound });
    if (verdict.held) held.push({ ...c, bound: Math.min(verdict.bound, 2 ** 31 - 1) });
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
