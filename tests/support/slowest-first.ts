import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, slowest first. On a fresh clone (CI's) Vitest has no durations of
 * earlier runs and starts the largest files first: `cli.test.ts`, a small file that spawns the
 * command-line tool for a minute and a half, then started last, with the other worker idle beside
 * it. A file not listed keeps Vitest's own order after these.
 */
const SLOWEST = [
  'tests/api/cli.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/board-consistency.test.ts',
  'tests/api/seed.test.ts',
  'tests/api/rollover.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = SLOWEST.findIndex((path) => spec.moduleId.endsWith(path));
  return i < 0 ? SLOWEST.length : i;
};

/** Vitest's order, with the slowest files first within their project. */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const own = await super.sort(files);
    const position = new Map(own.map((spec, i) => [spec, i]));
    // Vitest runs the projects' files in turn: each project's files are ranked among themselves.
    return own.sort(
      (a, b) =>
        (a.project.name === b.project.name ? rank(a) - rank(b) : 0) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
