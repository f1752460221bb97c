import { playerPath } from './paths';

/** Most names the type-ahead and 'Did you mean' offer. */
export const SUGGESTION_LIMIT = 8;
/** Fewest characters typed before the type-ahead asks for suggestions. */
export const TYPE_AHEAD_MIN_LENGTH = 2;
/** Pause in typing before the type-ahead asks, ms. */
export const TYPE_AHEAD_DEBOUNCE_MS = 150;

/** A player a search could mean, as the database found them. */
export interface SuggestionCandidate {
  id: number;
  name: string;
  /** The name's search key (domain/search-key). */
  searchKey: string;
  /** How alike the name is to what was typed, 0..1 (trigram similarity); 0 when found by prefix. */
  similarity: number;
  /** How well known the player is: their best local score. */
  popularity: number;
}

/** 0: the same name once folded, 1: a name starting with what was typed, 2: a name like it. */
function tier(candidate: SuggestionCandidate, key: string): number {
  if (candidate.searchKey === key) return 0;
  return candidate.searchKey.startsWith(key) ? 1 : 2;
}

/**
 * Orders what a search found: the same name (accents and case aside) first, then names that start
 * with it, best known first, then names that only look alike, most alike first; each player once,
 * at most `limit`. Ties go by the key so the order never depends on the database's.
 */
export function rankSuggestions(
  key: string,
  candidates: readonly SuggestionCandidate[],
  limit = SUGGESTION_LIMIT,
): SuggestionCandidate[] {
  const byId = new Map<number, SuggestionCandidate>();
  for (const c of candidates) {
    const seen = byId.get(c.id);
    byId.set(c.id, seen && seen.similarity >= c.similarity ? seen : c);
  }
  return [...byId.values()]
    .map((c) => ({ c, tier: tier(c, key) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (a.tier === 2 ? b.c.similarity - a.c.similarity : 0) ||
        b.c.popularity - a.c.popularity ||
        (a.c.searchKey < b.c.searchKey ? -1 : a.c.searchKey > b.c.searchKey ? 1 : 0) ||
        a.c.id - b.c.id,
    )
    .slice(0, limit)
    .map(({ c }) => c);
}

/** Where a suggested player leads: their summary when they play at one venue, else the landing's venue choice. */
export function suggestionPath(suggestion: {
  name: string;
  locations: ReadonlyArray<{ id: number }>;
}): string {
  const [only, ...more] = suggestion.locations;
  if (only && more.length === 0) return playerPath(suggestion.name, only.id);
  return `/?search=${encodeURIComponent(suggestion.name)}`;
}
