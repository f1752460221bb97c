import { atom } from 'nanostores';
import { type Announcement, announce } from '../games/strategy/announcements';
import { createGame, update } from '../games/strategy/engine';
import { type Direction, type Point, samePoint } from '../games/strategy/grid';
import { directionTo } from '../games/strategy/squares';
import type { StrategyAction, StrategyLevel, StrategyState } from '../games/strategy/types';
import { $strategyLevel, loadStrategyLevel } from './strategy-level';

/** A shot to animate: the squares it crossed, in order, and whether it ended on a target. */
export interface ShotTrail {
  readonly id: number;
  readonly path: readonly Point[];
  readonly direction: Direction;
  readonly hit: boolean;
}

/** The latest announcement; the id changes with every one, so a repeated text is said again. */
interface StrategyNotice extends Announcement {
  readonly id: number;
}

/** A game being played, with what the UI shows around the engine's state. */
export interface StrategyPlay {
  readonly game: StrategyState;
  /** False until the player's first move of a game: the countdown and moving pieces wait for it. */
  readonly clockStarted: boolean;
  readonly notice: StrategyNotice | null;
  /** Shots still being animated. */
  readonly shots: readonly ShotTrail[];
  /** What took the last life, once the game is lost. */
  readonly lostTo: 'red' | 'time' | null;
}

/** The game on the page (null before a level is loaded, or when it could not be). */
export const $strategyPlay = atom<StrategyPlay | null>(null);

// The newest play. Clock ticks that change nothing visible (the countdown within the same second,
// pieces not yet due to move) update only this, so the board does not re-render 60 times a second.
let play: StrategyPlay | null = null;
let serial = 0;

const seconds = (game: StrategyState) => Math.ceil(game.remainingMs / 1000);

function shows(next: StrategyPlay, shown: StrategyPlay | null): boolean {
  if (!shown || next.game.events.length > 0) return true;
  const a = next.game;
  const b = shown.game;
  return a.targets !== b.targets || a.reds !== b.reds || seconds(a) !== seconds(b);
}

function commit(next: StrategyPlay | null, force = false): void {
  play = next;
  if (next === null || force || shows(next, $strategyPlay.get())) $strategyPlay.set(next);
}

function notice(announcement: Announcement | null, previous: StrategyNotice | null): StrategyNotice | null {
  return announcement ? { ...announcement, id: ++serial } : previous;
}

function apply(action: StrategyAction): void {
  if (!play) return;
  const game = update(play.game, action);
  // The engine hands back the same state for an action that does not apply.
  if (game === play.game) return;
  const shots: ShotTrail[] = game.events.flatMap((e) =>
    e.type === 'shot'
      ? [{ id: ++serial, path: e.path, direction: e.direction, hit: e.targetId !== null }]
      : [],
  );
  const lostTo =
    game.status !== 'lost'
      ? null
      : game.events.some((e) => e.type === 'timeOut')
        ? 'time'
        : game.events.some((e) => e.type === 'redHit')
          ? 'red'
          : play.lostTo;
  commit({
    game,
    clockStarted: action.type === 'resetGame' ? false : play.clockStarted || action.type === 'move',
    notice: notice(announce(game.events, game), play.notice),
    shots: action.type === 'resetGame' ? [] : shots.length > 0 ? [...play.shots, ...shots] : play.shots,
    lostTo,
  });
}

/** Starts a new game of a level (a fresh random seed unless one is given). */
export function startStrategyGame(level: StrategyLevel, seed = Math.floor(Math.random() * 0x7fffffff)): void {
  commit(
    { game: createGame(level, { seed }), clockStarted: false, notice: null, shots: [], lostTo: null },
    true,
  );
}

/**
 * Loads the level of a route param and starts a game of it, unless that level is already being
 * played (the page's other UI variant mounting its island must not restart the game).
 */
export async function openStrategyLevel(param: string | undefined): Promise<void> {
  await loadStrategyLevel(param);
  const level = $strategyLevel.get().data;
  if (level === null) commit(null, true);
  else if (play?.game.level !== level) startStrategyGame(level);
}

/** One step of the player; the first one of a game starts the clock. */
export function moveStrategyPlayer(direction: Direction): void {
  apply({ type: 'move', direction });
}

/**
 * A tap or click on a square: a step onto it when it is next to the player, otherwise a hint
 * (a tap on the player's own square does nothing).
 */
export function stepToSquare(square: Point): void {
  if (play?.game.status !== 'playing') return;
  const direction = directionTo(play.game, square);
  if (direction) {
    moveStrategyPlayer(direction);
  } else if (!samePoint(play.game.player, square)) {
    commit(
      { ...play, notice: notice({ text: 'Tap a square next to your marker', tone: 'info' }, null) },
      true,
    );
  }
}

/** Time passing (from the animation-frame clock); ignored until the player's first move. */
export function advanceStrategyClock(elapsedMs: number): void {
  if (play?.clockStarted && play.game.status === 'playing') apply({ type: 'tick', elapsedMs });
}

/** Reset Wave: the current wave from its start, lives kept. */
export function resetStrategyWave(): void {
  apply({ type: 'resetWave' });
}

/** Reset Game: wave 1 with full lives; the clock waits for the first move again. */
export function resetStrategyGame(): void {
  apply({ type: 'resetGame' });
}

/** Drops a shot whose animation has finished. */
export function finishShot(id: number): void {
  if (!play?.shots.some((s) => s.id === id)) return;
  commit({ ...play, shots: play.shots.filter((s) => s.id !== id) }, true);
}
