import { STRATEGY_MIN_SPEED_MS } from './constants';
import { axisOf, inGrid, opposite, type Point, pointKey, samePoint, step } from './grid';
import { reachableSquares } from './path';
import { traceShot } from './shot';
import type { StrategyLevel, StrategyRedSpec, StrategySolutionStep, StrategyTargetSpec } from './types';

/** Everything wrong with a level's data, as readable sentences; empty when the level is playable. */
export function validateLevel(level: StrategyLevel): string[] {
  const problems = levelWideProblems(level);
  const ids = new Set<number>();
  const reachedGuns = new Set<string>();
  level.targets.forEach((targets, index) => {
    const wave = `wave ${index + 1}`;
    const reds = level.reds[index] ?? [];
    if (targets.length === 0) problems.push(`${wave} has no targets`);
    for (const t of targets) {
      if (ids.has(t.id)) problems.push(`${wave}: target id ${t.id} is used twice`);
      ids.add(t.id);
    }
    problems.push(...overlaps(wave, level, targets, reds));

    const walls = wallsOf(level, reds);
    const reachable = reachableSquares(level.start, (p) => walls.has(pointKey(p)));
    for (const gun of level.guns) {
      if (neighbours(gun).some((n) => reachable.has(pointKey(n)))) reachedGuns.add(pointKey(gun));
    }
    problems.push(...solutionProblems(wave, level, targets, reds, level.solutions[index] ?? [], reachable));
  });
  for (const gun of level.guns) {
    if (inGrid(gun) && !reachedGuns.has(pointKey(gun))) problems.push(`gun ${at(gun)} can never be reached`);
  }
  return problems;
}

// The level number, speeds, start, guns and the lengths of the per-wave lists.
function levelWideProblems(level: StrategyLevel): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(level.level) || level.level < 1) {
    problems.push(`level number ${level.level} is not a positive whole number`);
  }
  for (const [name, speed] of [
    ['redSpeed', level.config.redSpeed],
    ['targetSpeed', level.config.targetSpeed],
  ] as const) {
    if (!(speed >= STRATEGY_MIN_SPEED_MS)) {
      problems.push(`config ${name} ${speed} is below ${STRATEGY_MIN_SPEED_MS} ms`);
    }
  }
  if (!inGrid(level.start)) problems.push(`start ${at(level.start)} is off the floor`);
  const gunKeys = new Set<string>();
  for (const gun of level.guns) {
    if (!inGrid(gun)) problems.push(`gun ${at(gun)} is off the floor`);
    if (gunKeys.has(pointKey(gun))) problems.push(`two guns share ${at(gun)}`);
    if (samePoint(gun, level.start)) problems.push(`gun ${at(gun)} is on the start`);
    gunKeys.add(pointKey(gun));
  }
  if (level.targets.length === 0) problems.push('the level has no waves');
  if (level.reds.length !== level.targets.length) {
    problems.push(`${level.reds.length} red lists for ${level.targets.length} waves`);
  }
  if (level.solutions.length !== level.targets.length) {
    problems.push(`${level.solutions.length} solutions for ${level.targets.length} waves`);
  }
  return problems;
}

function at(p: Point): string {
  return `(${p.x}, ${p.y})`;
}

function neighbours(p: Point): Point[] {
  return [step(p, 'up'), step(p, 'down'), step(p, 'left'), step(p, 'right')].filter(inGrid);
}

// Squares the player must walk around: fixed reds and every gun (stepping on a gun would fire it).
function wallsOf(level: StrategyLevel, reds: readonly StrategyRedSpec[]): Set<string> {
  return new Set([...level.guns, ...reds.filter((r) => r.isDynamic !== true)].map(pointKey));
}

function overlaps(
  wave: string,
  level: StrategyLevel,
  targets: readonly StrategyTargetSpec[],
  reds: readonly StrategyRedSpec[],
): string[] {
  const problems: string[] = [];
  const taken = new Map<string, string>([[pointKey(level.start), 'the start']]);
  for (const gun of level.guns) taken.set(pointKey(gun), 'a gun');
  const tiles: { p: Point; name: string }[] = [
    ...targets.map((t) => ({ p: t, name: `target ${t.id}` })),
    ...reds.map((r, i) => ({ p: r, name: `red ${i + 1}` })),
  ];
  for (const { p, name } of tiles) {
    if (!inGrid(p)) {
      problems.push(`${wave}: ${name} ${at(p)} is off the floor`);
      continue;
    }
    const other = taken.get(pointKey(p));
    if (other) problems.push(`${wave}: ${name} ${at(p)} overlaps ${other}`);
    else taken.set(pointKey(p), name);
  }
  return problems;
}

// Plays the solution with every piece where the wave starts it, and checks dynamic targets cannot
// dodge or block the shots: a dynamic target must be shot along its own axis, and no other dynamic
// target still standing may patrol into a shot's way.
function solutionProblems(
  wave: string,
  level: StrategyLevel,
  targets: readonly StrategyTargetSpec[],
  reds: readonly StrategyRedSpec[],
  solution: readonly StrategySolutionStep[],
  reachable: Set<string>,
): string[] {
  const problems: string[] = [];
  const steps = [...solution].sort((a, b) => a.order - b.order);
  if (steps.some((s, i) => s.order !== i + 1)) {
    problems.push(`${wave}: solution orders are not 1..${steps.length}`);
  }
  const fired = new Set<string>();
  let standing = [...targets];
  for (const s of steps) {
    const name = `${wave}: solution step ${s.order}`;
    if (!level.guns.some((g) => samePoint(g, s))) {
      problems.push(`${name} ${at(s)} is not a gun`);
      continue;
    }
    if (fired.has(pointKey(s))) problems.push(`${name} fires gun ${at(s)} twice`);
    const approach = step(s, opposite(s.direction));
    if (!reachable.has(pointKey(approach))) {
      problems.push(`${name} needs ${at(approach)}, which cannot be reached`);
    }
    const shot = traceShot(s, s.direction, standing);
    const hit = shot.hit;
    if (!hit) {
      problems.push(`${name} hits nothing`);
      fired.add(pointKey(s));
      continue;
    }
    standing = standing.filter((t) => t !== hit);
    if (hit.isDynamic && (hit.axis ?? 'horizontal') !== axisOf(s.direction)) {
      problems.push(`${name} shoots across dynamic target ${hit.id}, which may dodge it`);
    }
    // Fixed things bound a patrol: unfired guns, the start, fixed reds and fixed targets still standing.
    const stops = new Set(
      [
        level.start,
        ...level.guns.filter((g) => !fired.has(pointKey(g))),
        ...reds.filter((r) => r.isDynamic !== true),
        ...standing.filter((t) => !t.isDynamic),
      ].map(pointKey),
    );
    const way = new Set((hit.isDynamic ? traceShot(s, s.direction, []).path : shot.path).map(pointKey));
    for (const other of standing) {
      if (other.isDynamic && patrol(other, stops).some((p) => way.has(pointKey(p)))) {
        problems.push(`${name}: dynamic target ${other.id} can get in the shot's way`);
      }
    }
    fired.add(pointKey(s));
  }
  if (standing.length > 0) {
    problems.push(`${wave}: the solution leaves target(s) ${standing.map((t) => t.id).join(', ')}`);
  }
  return problems;
}

// The squares a dynamic target can reach along its axis without passing a fixed stop.
function patrol(t: StrategyTargetSpec, stops: ReadonlySet<string>): Point[] {
  const squares: Point[] = [t];
  const directions = t.axis === 'vertical' ? (['up', 'down'] as const) : (['left', 'right'] as const);
  for (const direction of directions) {
    for (let p = step(t, direction); inGrid(p) && !stops.has(pointKey(p)); p = step(p, direction))
      squares.push(p);
  }
  return squares;
}
