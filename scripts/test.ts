/**
 * npm test: everything that proves the project, in order, stopping at the first failure:
 * typecheck, lint, vitest (unit, API on PGlite and, with DATABASE_URL, on PostgreSQL, islands),
 * the production build, and Playwright in Chromium against it.
 */
import { spawnSync } from 'node:child_process';

const steps: Array<[string, string[]]> = [
  ['typecheck', ['run', '-s', 'typecheck']],
  ['lint', ['run', '-s', 'lint']],
  ['unit, API and island tests', ['run', '-s', 'test:unit']],
  ['build', ['run', '-s', 'build']],
  ['end-to-end tests', ['run', '-s', 'test:e2e']],
];

const started = Date.now();
for (const [label, args] of steps) {
  const t = Date.now();
  console.info(`\n=== ${label} ===`);
  const result = spawnSync('npm', args, {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.info(`✓ ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
