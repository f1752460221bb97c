import {
  MINI_TOURNAMENT_KEYS,
  MINI_TOURNAMENT_NAME_MAX_LENGTH,
  MINI_TOURNAMENT_SEPARATOR,
  type MiniTournamentKey,
} from './constants';
import { createMiniTournament } from './tournament';
import type { MiniTournamentGame, MiniTournamentState } from './types';

/** The stored strings of a tournament, by localStorage key. */
export function serializeMiniTournament(state: MiniTournamentState): Record<MiniTournamentKey, string> {
  const items = state.games.map((g) => `${g.name}${MINI_TOURNAMENT_SEPARATOR}${g.score ?? ''}`);
  return {
    [MINI_TOURNAMENT_KEYS.games]: JSON.stringify(items),
    [MINI_TOURNAMENT_KEYS.startedPlaying]: String(state.phase !== 'setup'),
    [MINI_TOURNAMENT_KEYS.finished]: String(state.phase === 'finished'),
  };
}

/**
 * The tournament in storage. Never throws: a missing or unreadable value counts as absent, bad items
 * are skipped, and flags that do not fit the games fall back (finished without every score is
 * 'started'; no games, or finished without started, is setup).
 */
export function parseMiniTournament(
  read: (key: MiniTournamentKey) => string | null | undefined,
): MiniTournamentState {
  const get = (key: MiniTournamentKey): string | null => {
    try {
      return read(key) ?? null;
    } catch {
      return null;
    }
  };
  const games = parseGames(get(MINI_TOURNAMENT_KEYS.games));
  const started = get(MINI_TOURNAMENT_KEYS.startedPlaying) === 'true';
  const finished = get(MINI_TOURNAMENT_KEYS.finished) === 'true';
  if (games.length === 0 || !started) return createMiniTournament(games.map((g) => g.name));
  if (finished && games.every((g) => g.score !== null)) return { phase: 'finished', games };
  return { phase: 'started', games };
}

function parseGames(raw: string | null): MiniTournamentGame[] {
  if (raw === null) return [];
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): MiniTournamentGame[] => {
    if (typeof item !== 'string') return [];
    // The last separator splits, so a name may itself contain ';;' (a score never does).
    const cut = item.lastIndexOf(MINI_TOURNAMENT_SEPARATOR);
    const name = (cut < 0 ? item : item.slice(0, cut)).trim();
    const scoreText = cut < 0 ? '' : item.slice(cut + MINI_TOURNAMENT_SEPARATOR.length);
    if (name.length === 0) return [];
    const score =
      /^\d+$/.test(scoreText) && Number.isSafeInteger(Number(scoreText)) ? Number(scoreText) : null;
    return [{ name: [...name].slice(0, MINI_TOURNAMENT_NAME_MAX_LENGTH).join('').trim(), score }];
  });
}
