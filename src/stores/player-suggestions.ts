import { map } from 'nanostores';
import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { PlayerSuggestion } from '../contract/schemas/suggestions';
import { SUGGESTIONS_FAILED } from '../domain/messages';
import { TYPE_AHEAD_MIN_LENGTH } from '../domain/suggestions';
import { loadable } from './loadable';

/** The type-ahead's state: the text its names are for, and whether they are coming or failed. */
export interface TypeAhead {
  text: string;
  loading: boolean;
  error: string | null;
  items: PlayerSuggestion[];
}

const IDLE: TypeAhead = { text: '', loading: false, error: null, items: [] };

/** The landing's type-ahead suggestions. */
export const $typeAhead = map<TypeAhead>(IDLE);

// The request under way: typing on aborts it, so an older answer never replaces a newer one and
// the server is not kept busy for text nobody waits for.
let pending: AbortController | undefined;

/**
 * Asks for the names `raw` could start or look like; under two characters it asks nothing and
 * the list empties. While the answer comes, the previous names stay (no flicker while typing).
 */
export async function suggestNames(raw: string): Promise<void> {
  pending?.abort();
  pending = undefined;
  const text = raw.trim();
  if ([...text].length < TYPE_AHEAD_MIN_LENGTH) {
    $typeAhead.set({ ...IDLE, text });
    return;
  }
  const mine = new AbortController();
  pending = mine;
  $typeAhead.set({ ...$typeAhead.get(), loading: true, error: null });
  try {
    const items = await callApi(routes.suggestPlayers, { query: { q: text } }, { signal: mine.signal });
    if (pending === mine) $typeAhead.set({ text, loading: false, error: null, items });
  } catch {
    // A failed suggestion is not reported: the search itself, which is, still works.
    if (pending === mine) $typeAhead.set({ text, loading: false, error: SUGGESTIONS_FAILED, items: [] });
  } finally {
    if (pending === mine) pending = undefined;
  }
}

/** Stops asking and empties the list (a search was sent, or the box was left). */
export function clearSuggestions(): void {
  pending?.abort();
  pending = undefined;
  $typeAhead.set(IDLE);
}

const didYouMean = loadable<PlayerSuggestion[]>([]);

/** Names like one that found nobody, for 'Did you mean'. */
export const $didYouMean = didYouMean.$state;

/** Looks for names like `name` (after 'Player not found'); none, or a failure, shows nothing more. */
export function findNamesLike(name: string): Promise<void> {
  return didYouMean.load(
    () => callApi(routes.suggestPlayers, { query: { q: name } }),
    () => SUGGESTIONS_FAILED,
  );
}

/** Forgets the last 'Did you mean' (a new search started). */
export function forgetNamesLike(): void {
  didYouMean.reset();
}
