/**
 * npm test: everything that proves the project, in order, stopping at the first failure:
 * typecheck, lint, the unit and island tests, the API and page tests on PGlite (and, with
 * DATABASE_URL, the API tests on PostgreSQL), the production build, the built server fuzzed from
 * its OpenAPI document (lint included), and Playwright in Chromium's headless shell against it.
 * Each suite prints its time, and a summary of them all closes the run, with the whole run's time
 * as a multiple of its own type check's: the budget (docs/testing.md) is that ratio, the same on a
 * fast host and a slow one.
 *
 *   npm test                  the whole run
 *   npm test -- --shuffle     the same, every suite in an order drawn from a seed (printed, and
 *                             taken from --seed N to replay one; TEST_SHUFFLE=N in the
 *                             environment does the same, TEST_SHUFFLE=1 with a drawn seed)
 *
 * TEST_TIMES_FILE=<path> writes the suites' times there as JSON (.ci/run reads it for its own ratio).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** `npm test` finishes within this many times its own type check (docs/testing.md). */
const BUDGET_RATIO = 10;

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
  // One run, so that both start from the one seeded database its setup makes.
  ['API and page tests on PGlite', vitest('api-pglite', 'pages')],
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
const seconds: Array<[string, number]> = [];
const table = () => seconds.map(([label, s]) => `  ${label.padEnd(30)} ${`${s.toFixed(1)} s`.padStart(9)}`);
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
  const took = (Date.now() - t) / 1000;
  seconds.push([label, took]);
  if (result.status !== 0) {
    console.error(
      `\n✗ ${label} failed after ${took.toFixed(1)} s (exit code ${result.status ?? result.signal}).`,
    );
    console.info(`\nSuites:\n${table().join('\n')}`);
    process.exit(result.status || 1);
  }
  console.info(`✓ ${label} (${took.toFixed(1)} s)`);
}

const total = (Date.now() - started) / 1000;
const typecheck = seconds[0]?.[1] ?? total;
const ratio = total / typecheck;
console.info(`\nSuites:\n${table().join('\n')}`);
console.info(
  `\nAll checks passed in ${total.toFixed(1)} s: ${ratio.toFixed(1)} times the type check ` +
    `(budget ${BUDGET_RATIO} times: ${(typecheck * BUDGET_RATIO).toFixed(0)} s on this host).`,
);
if (process.env.TEST_TIMES_FILE)
  writeFileSync(
    process.env.TEST_TIMES_FILE,
    JSON.stringify({ total, typecheck, suites: Object.fromEntries(seconds) }, null, 2),
  );
if (ratio > BUDGET_RATIO) console.warn(`Over budget: ${ratio.toFixed(1)} times the type check.`);
