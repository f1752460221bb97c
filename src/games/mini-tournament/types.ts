/** Setup: games editable. Started: names locked, scores editable. Finished: total shown, all locked. */
export type MiniTournamentPhase = 'setup' | 'started' | 'finished';

/** A game of the tournament and the score made on it (null until entered). */
export interface MiniTournamentGame {
  readonly name: string;
  readonly score: number | null;
}

/** The whole tournament. */
export interface MiniTournamentState {
  readonly phase: MiniTournamentPhase;
  readonly games: readonly MiniTournamentGame[];
}

/** The outcome of an edit: the new state, or why it was refused (the old state stands). */
export type MiniTournamentResult =
  | { readonly ok: true; readonly state: MiniTournamentState }
  | { readonly ok: false; readonly error: string };
