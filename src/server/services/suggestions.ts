import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import { suggestionKey } from '../../domain/search-key';
import { rankSuggestions, SUGGESTION_LIMIT, type SuggestionCandidate } from '../../domain/suggestions';
import type { Db } from '../db/client';
import { locations, players, playerTotals } from '../db/schema';

/**
 * Candidates read from each index before ranking: enough that the best known of a common prefix
 * or the closest of many look-alikes is among them, few enough that a cold answer stays an index
 * range and a short sort.
 */
const CANDIDATES = 3 * SUGGESTION_LIMIT;

/** The key as the prefix index sorts and compares it (byte order, so LIKE 'ab%' is a range). */
const prefixKey = sql`(${players.searchKey} collate "C")`;

/** A LIKE pattern for keys starting with `key`: its own % and _ (and the escape) match themselves. */
function startsWith(key: string): string {
  return `${key.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Players with a score at the venue, when one is asked for. */
function playsAt(locationId: number | undefined): SQL | undefined {
  if (locationId === undefined) return undefined;
  return sql`exists (select 1 from ${playerTotals} where ${playerTotals.playerId} = ${players.id}
    and ${playerTotals.locationId} = ${locationId} and ${playerTotals.totalScore} > 0)`;
}

/**
 * Players the text could mean (domain/suggestions orders them), each with the venues where they
 * play: three index reads with a LIMIT, whatever the chain's size (docs/decisions.md,
 * "Suggestions search a folded key"). Players with no score anywhere lead nowhere and are left out.
 */
export async function suggestPlayers(db: Db, text: string, locationId?: number): Promise<PlayerSuggestion[]> {
  const key = suggestionKey(text);
  if (key === '') return [];
  const found = { id: players.id, name: players.name, searchKey: sql<string>`${players.searchKey}` };
  const [prefixed, alike] = await Promise.all([
    db
      .select(found)
      .from(players)
      .where(and(sql`${prefixKey} like ${startsWith(key)}`, playsAt(locationId)))
      .orderBy(prefixKey)
      .limit(CANDIDATES),
    // `%` is pg_trgm's "similar enough" (similarity at least pg_trgm.similarity_threshold, 0.3),
    // the operator its GIN index answers.
    db
      .select({ ...found, similarity: sql<number>`similarity(${players.searchKey}, ${key})` })
      .from(players)
      .where(and(sql`${players.searchKey} % ${key}`, playsAt(locationId)))
      .orderBy(desc(sql`similarity(${players.searchKey}, ${key})`), asc(players.id))
      .limit(CANDIDATES),
  ]);
  const ids = [...new Set([...prefixed, ...alike].map((p) => p.id))];
  if (ids.length === 0) return [];
  const venues = await db
    .select({
      playerId: playerTotals.playerId,
      id: locations.id,
      name: locations.name,
      totalScore: playerTotals.totalScore,
    })
    .from(playerTotals)
    .innerJoin(locations, eq(locations.id, playerTotals.locationId))
    .where(and(inArray(playerTotals.playerId, ids), sql`${playerTotals.totalScore} > 0`))
    .orderBy(desc(playerTotals.totalScore), asc(locations.id));
  const venuesOf = new Map<number, Array<{ id: number; name: string }>>();
  const best = new Map<number, number>();
  for (const v of venues) {
    venuesOf.set(v.playerId, [...(venuesOf.get(v.playerId) ?? []), { id: v.id, name: v.name }]);
    if (!best.has(v.playerId)) best.set(v.playerId, v.totalScore);
  }
  const candidates: SuggestionCandidate[] = [
    ...prefixed.map((p) => ({ ...p, similarity: 0 })),
    ...alike.map((p) => ({ ...p, similarity: Number(p.similarity) })),
  ]
    .filter((p) => venuesOf.has(p.id))
    .map((p) => ({ ...p, popularity: best.get(p.id) ?? 0 }));
  return rankSuggestions(key, candidates).map((c) => ({ name: c.name, locations: venuesOf.get(c.id) ?? [] }));
}
