import { spawnSync } from 'node:child_process';

/** Seeds a fresh database through `npm run seed` (its progress bar shows); returns the seconds taken. */
export function seedChain(env: Record<string, string>, players: number, locations: number): number {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/seed.ts',
      '--players',
      String(players),
      '--locations',
      String(locations),
      '--days',
      '2',
      // The player history's cost grows with players times days; the benchmarks do not read it.
      '--history-days',
      '2',
    ],
    { env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`The seed failed (exit code ${run.status})`);
  return (Date.now() - started) / 1000;
}
