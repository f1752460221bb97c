import { atom } from 'nanostores';
import {
  addGame,
  finish,
  MINI_TOURNAMENT_KEYS,
  type MiniTournamentKey,
  type MiniTournamentResult,
  type MiniTournamentState,
  parseMiniTournament,
  removeGame,
  renameGame,
  restart,
  serializeMiniTournament,
  setScore,
  startPlaying,
} from '../games/mini-tournament';

/**
 * The mini tournament, as stored in this browser (null until read: the server cannot see
 * localStorage, so the island shows it only once mounted).
 */
export const $miniTournament = atom<MiniTournamentState | null>(null);

const KEYS: readonly string[] = Object.values(MINI_TOURNAMENT_KEYS);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off; the tournament then lasts as long as the page.
    return null;
  }
}

function save(state: MiniTournamentState): void {
  const store = storage();
  if (!store) return;
  try {
    for (const [key, value] of Object.entries(serializeMiniTournament(state))) store.setItem(key, value);
  } catch {
    // A full or blocked storage keeps the tournament in the page only.
  }
}

function read(): MiniTournamentState {
  const store = storage();
  return parseMiniTournament((key: MiniTournamentKey) => store?.getItem(key));
}

let watching = false;

/**
 * Reads the tournament from localStorage, and follows changes made in other tabs. Call it once the
 * page is in the browser.
 */
export function restoreMiniTournament(): void {
  $miniTournament.set(read());
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null || KEYS.includes(event.key)) $miniTournament.set(read());
  });
}

// Applies an edit: a refused one leaves the tournament as it was and hands back the reason.
function edit(change: (state: MiniTournamentState) => MiniTournamentResult): string | null {
  const state = $miniTournament.get();
  if (!state) return 'The tournament is still loading';
  const result = change(state);
  if (!result.ok) return result.error;
  $miniTournament.set(result.state);
  save(result.state);
  return null;
}

/** Adds a game (setup only); returns why it was refused, or null. */
export function addTournamentGame(name: string): string | null {
  return edit((s) => addGame(s, name));
}

/** Renames a game (setup only); returns why it was refused, or null. */
export function renameTournamentGame(index: number, name: string): string | null {
  return edit((s) => renameGame(s, index, name));
}

/** Removes a game (setup only); returns why it was refused, or null. */
export function removeTournamentGame(index: number): string | null {
  return edit((s) => removeGame(s, index));
}

/** Locks the names and opens the scores; returns why it was refused, or null. */
export function startTournament(): string | null {
  return edit(startPlaying);
}

/** Sets (or clears, with null) a game's score while playing; returns why it was refused, or null. */
export function setTournamentScore(index: number, score: number | null): string | null {
  return edit((s) => setScore(s, index, score));
}

/** Ends play and shows the total; returns why it was refused, or null. */
export function finishTournament(): string | null {
  return edit(finish);
}

/** Back to setup: the games stay, the scores go. */
export function restartTournament(): void {
  edit((s) => ({ ok: true, state: restart(s) }));
}
