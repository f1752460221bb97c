import { fillPath } from '../../contract/route';
import { routes } from '../../contract/routes';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import { API_DOWN, PLAYER_NOT_FOUND } from '../../domain/messages';
import { playerPath } from '../../domain/paths';
import type { EarlyAnswer } from '../../islands/search/PlayerSearch';
import type { Runtime } from '../runtime';

/**
 * What the landing answers to a search sent as a plain form: before its scripts ran (a weak
 * signal), or with scripts off. It answers as the search island would: one venue opens the
 * player's summary, several offer the choice, nobody is 'Player not found' with the names it could
 * have meant.
 */
type LandingSearch =
  /** No search in the address: the plain landing. */
  | { kind: 'none' }
  /** One venue: the player's summary there. */
  | { kind: 'redirect'; location: string }
  /**
   * The venues to choose from (Switch Location always offers them), or why the search failed:
   * 'Player not found' (with the names it could mean), the API down, too many searches.
   */
  | EarlyAnswer;

/** The landing's address asks for a search: `?search=` (the form) or `?switch=` (Switch Location). */
function searchOfAddress(url: URL): { name: string; switching: boolean; current?: number } | undefined {
  const switching = url.searchParams.get('switch');
  const name = (switching ?? url.searchParams.get('search') ?? '').trim();
  if (name === '') return undefined;
  const at = Number(url.searchParams.get('at'));
  return { name, switching: switching !== null, ...(Number.isInteger(at) && at > 0 ? { current: at } : {}) };
}

/**
 * Answers the landing's search through the site's own API, in this process: the same throttle
 * (searches per client), the same count of searches for Daily Visits, the same 404 as the island
 * gets. The visitor's address and headers go with it, so the limits are theirs.
 */
export async function answerLandingSearch(
  runtime: Runtime,
  request: Request,
  clientAddress: string,
): Promise<LandingSearch> {
  const wanted = searchOfAddress(new URL(request.url));
  if (!wanted) return { kind: 'none' };
  const { name } = wanted;
  // Both reads are GETs of the API.
  const ask = (path: string) =>
    runtime.api.fetch(new Request(new URL(path, request.url), { headers: request.headers }), {
      clientAddress,
    });

  const answer = await ask(fillPath(routes.activatePlayerLocations.path, { playerName: name }));
  const found = answer.ok ? ((await answer.json()) as ActivateLocation[]) : [];
  const [only, ...more] = found;
  if (only && more.length === 0 && !wanted.switching)
    return { kind: 'redirect', location: playerPath(name, only.id) };
  if (only) return { kind: 'choice', name, locations: found, ...pick(wanted.current) };

  if (answer.status !== 404 && !answer.ok) {
    // Busy, away or refusing: say what the API says (its 429 and 503 bodies carry a message).
    return {
      kind: 'failed',
      name,
      message: answer.status === 429 ? await messageOf(answer) : API_DOWN,
      namesLike: [],
    };
  }
  const like = await ask(`${routes.suggestPlayers.path}?q=${encodeURIComponent(name)}`);
  const namesLike = like.ok ? ((await like.json()) as PlayerSuggestion[]) : [];
  return { kind: 'failed', name, message: PLAYER_NOT_FOUND, namesLike };
}

function pick(current: number | undefined): { current?: number } {
  return current === undefined ? {} : { current };
}

async function messageOf(answer: Response): Promise<string> {
  try {
    const body = (await answer.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `Error: ${answer.status}`;
}
