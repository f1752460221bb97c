import { type Direction, inGrid, type Point, samePoint, step } from './grid';

/** Where a shot went: the squares crossed and the first target on them, if any. */
interface ShotResult<T extends Point> {
  readonly path: readonly Point[];
  readonly hit: T | null;
}

/** Follows a shot from a gun until it meets a target or leaves the floor; nothing else stops it. */
export function traceShot<T extends Point>(
  gun: Point,
  direction: Direction,
  targets: readonly T[],
): ShotResult<T> {
  const path: Point[] = [];
  for (let p = step(gun, direction); inGrid(p); p = step(p, direction)) {
    path.push(p);
    const hit = targets.find((t) => samePoint(t, p));
    if (hit) return { path, hit };
  }
  return { path, hit: null };
}
