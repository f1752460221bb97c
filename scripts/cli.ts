import { ConfigError } from '../src/server/config';
import { DirLockedError } from '../src/server/db/dir-lock';
import { SeedRefusedError } from '../src/server/jobs/seed/write';

/** Errors a command-line user can act on: shown as one clear line, without a stack trace. */
const EXPECTED = [ConfigError, DirLockedError, SeedRefusedError];

/** Thrown for bad command-line arguments. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs a command-line job: prints expected errors plainly and exits non-zero on failure. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError || EXPECTED.some((E) => error instanceof E)) {
      console.error(`Error: ${(error as Error).message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

/** Parses a whole-number option, or explains what was wrong. */
export function wholeNumber(flag: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(`${flag} must be a whole number of at least ${min} (got ${value}).`);
  return n;
}
