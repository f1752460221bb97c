/**
 * npm test: everything that proves the project, in order, stopping at the first failure:
 * typecheck, lint, the unit and island tests, the API tests on PGlite (and, with DATABASE_URL, on
 * PostgreSQL), the production build, the built server fuzzed from its OpenAPI document (lint included), and Playwright in Chromium against it. Each suite prints its
 * time, and a summary of them all closes the run (docs/testing.md keeps their budgets).
 *
 *   npm test                  the whole run
 *   npm test -- --shuffle     the same, every suite in an order drawn from a seed (printed, and
 *                             taken from --seed N to replay one; TEST_SHUFFLE=N in the
 *                             environment does the same, TEST_SHUFFLE=1 with a drawn seed)
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
// TEST_SHUFFLE=<seed> (or =1 for a drawn seed) does the same from the environment, for a whole
// CI run in a shuffled order (`TEST_SHUFFLE=1 bash .ci/run`).
const fromEnv = process.env.TEST_SHUFFLE;
const shuffle = args.includes('--shuffle') || (fromEnv !== undefined && fromEnv !== '');
const seedArg = args.includes('--seed')
  ? args[args.indexOf('--seed') + 1]
  : fromEnv !== '1'
    ? fromEnv
    : undefined;
const seed = seedArg ? Number(seedArg) : Math.floor(Math.random() * 2 ** 31);
// Files in a drawn order; the tests inside a file keep theirs (an API test file is one scenario on
// its own copy of the database, its later tests reading what the earlier ones wrote).
const vitestOrder = shuffle ? ['--sequence.shuffle.files', `--sequence.seed=${seed}`] : [];
const vitest = (...projects: string[]) => [
  'exec',
  '--',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...vitestOrder,
];

const steps: Array<[string, string[]]> = [
  ['typecheck', ['run', '-s', 'typecheck']],
  ['lint', ['run', '-s', 'lint']],
  ['unit and island tests', vitest('unit', 'unit-mocked', 'islands')],
  ['API tests on PGlite', vitest('api-pglite')],
  ...(process.env.DATABASE_URL
    ? [['API tests on PostgreSQL', vitest('api-postgres')] as [string, string[]]]
    : []),
  ['build', ['run', '-s', 'build']],
  // The built server fuzzed from its own OpenAPI document, which redocly lints (tests/contract/).
  ['API contract fuzz', ['run', '-s', 'test:contract']],
  ['end-to-end tests', ['run', '-s', 'test:e2e']],
];

if (shuffle) console.info(`Shuffled order, seed ${seed} (npm test -- --shuffle --seed ${seed} replays it).`);
const started = Date.now();
const times: string[] = [];
for (const [label, npmArgs] of steps) {
  const t = Date.now();
  console.info(`\n=== ${label} ===`);
  const result = spawnSync('npm', npmArgs, {
    stdio: 'inherit',
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...(shuffle ? { E2E_SHUFFLE: String(seed) } : {}),
    },
  });
  const took = `${((Date.now() - t) / 1000).toFixed(1)} s`;
  times.push(`  ${label.padEnd(26)} ${took.padStart(9)}`);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${took} (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.info(`✓ ${label} (${took})`);
}
console.info(`\nSuites:\n${times.join('\n')}`);
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
