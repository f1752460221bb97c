/**
 * npm run test:long: the long reliability suites of docs/reliability.md.
 *
 *   npm run test:long            fuzzing at 10,000 cases per route, then faults, outage and load
 *                                at full length (about an hour on two cores)
 *   npm run test:long -- --short the same suites briefly, as CI runs them (fuzzing is left to
 *                                npm test, which runs 60 cases per route each time)
 *
 * The fault and load suites start the production server, so the site is built first when
 * `dist/` is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const short = process.argv.includes('--short');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', LONG_SCALE: short ? 'short' : 'full' };

const steps: Array<[string, string[], Record<string, string>]> = [];
if (!fs.existsSync('dist/server/entry.mjs')) steps.push(['build', ['run', '-s', 'build'], {}]);
if (!short) {
  steps.push([
    'fuzzing, 10,000 cases per route',
    ['exec', '--', 'vitest', 'run', '--project', 'api-pglite', 'tests/api/fuzz.test.ts'],
    { FUZZ_RUNS: '10000' },
  ]);
}
steps.push([
  `faults, outage and load (${short ? 'short' : 'full'})`,
  ['exec', '--', 'vitest', 'run', '--config', 'vitest.long.config.ts'],
  {},
]);

const started = Date.now();
for (const [label, args, extra] of steps) {
  const t = Date.now();
  console.info(`\n=== ${label} ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...env, ...extra } });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.info(`✓ ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.info(`\nLong suites passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
