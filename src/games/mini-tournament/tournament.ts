import type { MiniTournamentResult, MiniTournamentState } from './types';
import { gameNameProblem, scoreProblem } from './validation';

/** A tournament in setup with these games (names are trimmed; no scores yet). */
export function createMiniTournament(names: readonly string[] = []): MiniTournamentState {
  return { phase: 'setup', games: names.map((name) => ({ name: name.trim(), score: null })) };
}

const ok = (state: MiniTournamentState): MiniTournamentResult => ({ ok: true, state });
const refuse = (error: string): MiniTournamentResult => ({ ok: false, error });

function inSetup(state: MiniTournamentState): string | null {
  return state.phase === 'setup' ? null : 'Games can only be changed before the tournament starts';
}

function hasGame(state: MiniTournamentState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < state.games.length;
}

/** Adds a game at the end (setup only). */
export function addGame(state: MiniTournamentState, name: string): MiniTournamentResult {
  const problem = inSetup(state) ?? gameNameProblem(name);
  if (problem) return refuse(problem);
  return ok({ ...state, games: [...state.games, { name: name.trim(), score: null }] });
}

/** Renames a game (setup only: names lock once play starts). */
export function renameGame(state: MiniTournamentState, index: number, name: string): MiniTournamentResult {
  const problem = inSetup(state) ?? (hasGame(state, index) ? null : 'No such game') ?? gameNameProblem(name);
  if (problem) return refuse(problem);
  return ok({ ...state, games: state.games.map((g, i) => (i === index ? { ...g, name: name.trim() } : g)) });
}

/** Removes a game (setup only). */
export function removeGame(state: MiniTournamentState, index: number): MiniTournamentResult {
  const problem = inSetup(state) ?? (hasGame(state, index) ? null : 'No such game');
  if (problem) return refuse(problem);
  return ok({ ...state, games: state.games.filter((_, i) => i !== index) });
}

/** Locks the names and opens the scores: needs at least one game, every name valid. */
export function startPlaying(state: MiniTournamentState): MiniTournamentResult {
  const problem =
    inSetup(state) ??
    (state.games.length === 0 ? 'Add at least one game' : null) ??
    state.games.map((g) => gameNameProblem(g.name)).find((p) => p !== null) ??
    null;
  if (problem) return refuse(problem);
  return ok({ phase: 'started', games: state.games.map((g) => ({ ...g, score: null })) });
}

/** Sets or clears (null) a game's score while playing; scores lock once finished. */
export function setScore(
  state: MiniTournamentState,
  index: number,
  score: number | null,
): MiniTournamentResult {
  const problem =
    (state.phase === 'started' ? null : 'Scores can only be entered while the tournament is being played') ??
    (hasGame(state, index) ? null : 'No such game') ??
    (score === null ? null : scoreProblem(score));
  if (problem) return refuse(problem);
  return ok({ ...state, games: state.games.map((g, i) => (i === index ? { ...g, score } : g)) });
}

/** Ends play and shows the total: every game needs a score first. */
export function finish(state: MiniTournamentState): MiniTournamentResult {
  if (state.phase !== 'started') return refuse('Only a tournament being played can finish');
  if (state.games.some((g) => g.score === null)) return refuse('Enter a score for every game');
  return ok({ ...state, phase: 'finished' });
}

/** Back to setup from any phase: the games stay, the scores go. */
export function restart(state: MiniTournamentState): MiniTournamentState {
  return { phase: 'setup', games: state.games.map((g) => ({ name: g.name, score: null })) };
}

/** Sum of the scores entered so far. */
export function totalScore(state: MiniTournamentState): number {
  return state.games.reduce((sum, g) => sum + (g.score ?? 0), 0);
}
