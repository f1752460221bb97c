import { DIRECTIONS, type Direction, inGrid, type Point, pointKey, samePoint, step } from './grid';

/** Shortest list of steps from one square to another over free squares, or null when there is none. */
export function findPath(from: Point, to: Point, blocked: (p: Point) => boolean): Direction[] | null {
  if (samePoint(from, to)) return [];
  const previous = new Map<string, { from: Point; direction: Direction }>();
  const seen = new Set([pointKey(from)]);
  let frontier: Point[] = [from];
  while (frontier.length > 0) {
    const next: Point[] = [];
    for (const p of frontier) {
      for (const direction of DIRECTIONS) {
        const q = step(p, direction);
        const key = pointKey(q);
        if (seen.has(key) || !inGrid(q) || blocked(q)) continue;
        seen.add(key);
        previous.set(key, { from: p, direction });
        if (samePoint(q, to)) return unwind(previous, from, to);
        next.push(q);
      }
    }
    frontier = next;
  }
  return null;
}

function unwind(
  previous: Map<string, { from: Point; direction: Direction }>,
  from: Point,
  to: Point,
): Direction[] {
  const steps: Direction[] = [];
  let p = to;
  while (!samePoint(p, from)) {
    const link = previous.get(pointKey(p));
    if (!link) break;
    steps.unshift(link.direction);
    p = link.from;
  }
  return steps;
}

/** Keys of every square reachable from a start over free squares (the start included). */
export function reachableSquares(from: Point, blocked: (p: Point) => boolean): Set<string> {
  const seen = new Set([pointKey(from)]);
  const queue: Point[] = [from];
  for (let p = queue.shift(); p; p = queue.shift()) {
    for (const direction of DIRECTIONS) {
      const q = step(p, direction);
      const key = pointKey(q);
      if (seen.has(key) || !inGrid(q) || blocked(q)) continue;
      seen.add(key);
      queue.push(q);
    }
  }
  return seen;
}
