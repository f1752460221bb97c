import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addGame,
  createMiniTournament,
  finish,
  MINI_TOURNAMENT_KEYS,
  type MiniTournamentKey,
  type MiniTournamentResult,
  type MiniTournamentState,
  parseMiniTournament,
  parseScoreInput,
  removeGame,
  renameGame,
  restart,
  serializeMiniTournament,
  setScore,
  startPlaying,
  totalScore,
} from '../../../src/games/mini-tournament';

function unwrap(result: MiniTournamentResult): MiniTournamentState {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

const setup = createMiniTournament(['Strategy', 'Laser Maze', 'Hexa Hop']);
const started = unwrap(startPlaying(setup));
const scored = [1200, 0, 345].reduce((s, score, i) => unwrap(setScore(s, i, score)), started);
const finished = unwrap(finish(scored));

const fromStore = (values: Partial<Record<MiniTournamentKey, string>>) =>
  parseMiniTournament((key) => values[key]);
const roundTrip = (state: MiniTournamentState) => fromStore(serializeMiniTournament(state));

describe('mini tournament flow', () => {
  it('goes setup -> started -> finished -> (restart) setup, showing the total at the end', () => {
    expect(setup.phase).toBe('setup');
    expect(started.phase).toBe('started');
    expect(finished.phase).toBe('finished');
    expect(totalScore(finished)).toBe(1545);
    const again = restart(finished);
    expect(again.phase).toBe('setup');
    expect(again.games.map((g) => g.name)).toEqual(['Strategy', 'Laser Maze', 'Hexa Hop']);
    expect(again.games.every((g) => g.score === null)).toBe(true);
    expect(totalScore(again)).toBe(0);
  });

  it('lets games be added, renamed and removed in setup, with names trimmed and never blank', () => {
    const added = unwrap(addGame(setup, '  Pixel Run  '));
    expect(added.games.at(-1)).toEqual({ name: 'Pixel Run', score: null });
    expect(unwrap(renameGame(added, 0, 'Neon Tag')).games[0]?.name).toBe('Neon Tag');
    expect(unwrap(removeGame(added, 1)).games.map((g) => g.name)).toEqual([
      'Strategy',
      'Hexa Hop',
      'Pixel Run',
    ]);
    expect(addGame(setup, '   ')).toEqual({ ok: false, error: 'Enter a game name' });
    expect(renameGame(setup, 0, '').ok).toBe(false);
    expect(renameGame(setup, 5, 'X').ok).toBe(false);
    expect(addGame(setup, 'x'.repeat(41)).ok).toBe(false);
  });

  it('needs at least one game to start', () => {
    expect(startPlaying(createMiniTournament()).ok).toBe(false);
  });

  it('refuses name edits once started', () => {
    for (const result of [renameGame(started, 0, 'Other'), addGame(started, 'New'), removeGame(started, 0)]) {
      expect(result.ok).toBe(false);
    }
  });

  it('takes whole scores of 0 or more while started, and refuses others', () => {
    expect(unwrap(setScore(started, 1, 0)).games[1]?.score).toBe(0);
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(setScore(started, 0, bad).ok).toBe(false);
    }
    expect(setScore(started, 3, 10).ok).toBe(false);
    expect(setScore(setup, 0, 10).ok).toBe(false);
    expect(unwrap(setScore(scored, 0, null)).games[0]?.score).toBeNull();
  });

  it('refuses to finish until every game has a score', () => {
    expect(finish(unwrap(setScore(started, 0, 10)))).toEqual({
      ok: false,
      error: 'Enter a score for every game',
    });
    expect(finish(setup).ok).toBe(false);
  });

  it('refuses score edits once finished', () => {
    expect(setScore(finished, 0, 5).ok).toBe(false);
    expect(renameGame(finished, 0, 'Other').ok).toBe(false);
  });

  it('reads typed scores: digits are a score, blank clears, anything else is refused', () => {
    expect(parseScoreInput(' 42 ')).toEqual({ ok: true, score: 42 });
    expect(parseScoreInput('')).toEqual({ ok: true, score: null });
    for (const bad of ['-3', '1.5', '1e3', 'abc', '12 3']) expect(parseScoreInput(bad).ok).toBe(false);
  });
});

describe('mini tournament storage', () => {
  it("stores the games as 'game;;score' pairs and the two flags", () => {
    expect(serializeMiniTournament(started)).toEqual({
      [MINI_TOURNAMENT_KEYS.games]: JSON.stringify(['Strategy;;', 'Laser Maze;;', 'Hexa Hop;;']),
      [MINI_TOURNAMENT_KEYS.startedPlaying]: 'true',
      [MINI_TOURNAMENT_KEYS.finished]: 'false',
    });
    expect(serializeMiniTournament(finished)).toEqual({
      'miniTournament.games': JSON.stringify(['Strategy;;1200', 'Laser Maze;;0', 'Hexa Hop;;345']),
      'miniTournament.startedPlaying': 'true',
      'miniTournament.finished': 'true',
    });
    expect(serializeMiniTournament(setup)['miniTournament.startedPlaying']).toBe('false');
  });

  it('survives a reload in every state', () => {
    for (const state of [createMiniTournament(), setup, started, scored, finished, restart(finished)]) {
      expect(roundTrip(state)).toEqual(state);
    }
  });

  it('round-trips any valid tournament, even names containing the separator', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 40 })
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && [...s].length <= 40);
    const scores = fc.option(fc.nat(), { nil: null });
    const state = fc.oneof(
      fc.array(name).map((names) => createMiniTournament(names)),
      fc
        .array(fc.record({ name, score: scores }), { minLength: 1 })
        .map((games): MiniTournamentState => ({ phase: 'started', games })),
      fc
        .array(fc.record({ name, score: fc.nat() }), { minLength: 1 })
        .map((games): MiniTournamentState => ({ phase: 'finished', games })),
    );
    fc.assert(
      fc.property(state, (s) => {
        expect(roundTrip(s)).toEqual(s);
      }),
    );
    expect(roundTrip(unwrap(addGame(setup, 'A;;B;')))).toEqual(unwrap(addGame(setup, 'A;;B;')));
  });

  it('starts in setup when nothing is stored', () => {
    expect(fromStore({})).toEqual(createMiniTournament());
    expect(parseMiniTournament(() => null)).toEqual(createMiniTournament());
  });

  it('never throws on garbage, falling back to setup', () => {
    for (const games of ['not json', '{"a":1}', '42', 'null', '[1, null, {}]', '["   ;;5"]', '']) {
      const state = fromStore({
        'miniTournament.games': games,
        'miniTournament.startedPlaying': 'true',
        'miniTournament.finished': 'true',
      });
      expect(state).toEqual(createMiniTournament());
    }
    expect(
      parseMiniTournament(() => {
        throw new Error('storage disabled');
      }),
    ).toEqual(createMiniTournament());
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (games, startedPlaying, done) => {
        const state = fromStore({
          'miniTournament.games': games,
          'miniTournament.startedPlaying': startedPlaying,
          'miniTournament.finished': done,
        });
        expect(['setup', 'started', 'finished']).toContain(state.phase);
      }),
    );
  });

  it('keeps the good items of a damaged list and makes flags fit the games', () => {
    const games = JSON.stringify(['Strategy;;10', 7, 'Laser Maze;;x', 'Hexa Hop']);
    const read = (startedPlaying: string, done: string) =>
      fromStore({
        'miniTournament.games': games,
        'miniTournament.startedPlaying': startedPlaying,
        'miniTournament.finished': done,
      });
    expect(read('true', 'false')).toEqual({
      phase: 'started',
      games: [
        { name: 'Strategy', score: 10 },
        { name: 'Laser Maze', score: null },
        { name: 'Hexa Hop', score: null },
      ],
    });
    // Finished needs every score, so it reopens as started; finished without started is setup.
    expect(read('true', 'true').phase).toBe('started');
    expect(read('false', 'true')).toEqual(createMiniTournament(['Strategy', 'Laser Maze', 'Hexa Hop']));
    expect(read('yes', 'false').phase).toBe('setup');
  });
});
