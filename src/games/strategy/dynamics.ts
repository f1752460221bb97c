import { Random } from '../../domain/random';
import { STRATEGY_TURN_CHANCE } from './constants';
import { inGrid, type Point, samePoint } from './grid';
import { mixSeed } from './seed';
import type { StrategyPiece, StrategyRedSpec, StrategyTargetSpec } from './types';

/** Which family of pieces moves: keeps the random streams of targets and reds apart. */
export type PieceKind = 'target' | 'red';

const KIND_SALT: Readonly<Record<PieceKind, number>> = { target: 1, red: 2 };

/** The pieces of a wave as it starts; each dynamic one gets a first heading drawn from the seed. */
export function initialPieces(
  specs: readonly (StrategyTargetSpec | StrategyRedSpec)[],
  kind: PieceKind,
  seed: number,
  waveIndex: number,
): StrategyPiece[] {
  return specs.map((spec, index) => {
    const id = 'id' in spec ? spec.id : index;
    const isDynamic = spec.isDynamic === true;
    const random = new Random(mixSeed(seed, waveIndex, KIND_SALT[kind], id, -1));
    const heading = isDynamic && random.chance(0.5) ? -1 : 1;
    return { id, x: spec.x, y: spec.y, isDynamic, axis: spec.axis ?? 'horizontal', heading };
  });
}

/**
 * Moves every dynamic piece one square along its axis, in list order. A piece sometimes turns round
 * (seeded), turns round when the way ahead is blocked, and waits when both ways are: it never leaves
 * the floor or lands on a square `blocked` reports or on another piece of the list.
 */
export function movePieces(
  pieces: readonly StrategyPiece[],
  kind: PieceKind,
  moveIndex: number,
  seed: number,
  waveIndex: number,
  blocked: (p: Point) => boolean,
): StrategyPiece[] {
  const moved = [...pieces];
  moved.forEach((piece, index) => {
    if (!piece.isDynamic) return;
    const random = new Random(mixSeed(seed, waveIndex, KIND_SALT[kind], piece.id, moveIndex));
    const free = (p: Point) =>
      inGrid(p) && !blocked(p) && !moved.some((o, i) => i !== index && samePoint(o, p));
    let heading = random.chance(STRATEGY_TURN_CHANCE) ? flip(piece.heading) : piece.heading;
    let next = ahead(piece, heading);
    if (!free(next)) {
      heading = flip(heading);
      next = ahead(piece, heading);
    }
    moved[index] = free(next) ? { ...piece, ...next, heading } : { ...piece, heading };
  });
  return moved;
}

function flip(heading: 1 | -1): 1 | -1 {
  return heading === 1 ? -1 : 1;
}

function ahead(piece: StrategyPiece, heading: 1 | -1): Point {
  return piece.axis === 'horizontal'
    ? { x: piece.x + heading, y: piece.y }
    : { x: piece.x, y: piece.y + heading };
}
