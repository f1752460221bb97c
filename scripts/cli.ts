import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Config, ConfigError } from '../src/server/config';
import { DirLockedError } from '../src/server/db/dir-lock';
import type { SeedOptions } from '../src/server/jobs/seed/generate';
import { seedOptions } from '../src/server/jobs/seed/options';
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

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

/** The options every command on a seeded chain takes. */
const chainSpecs = (config: Config) =>
  ({
    seed: { type: 'string', default: String(config.demo.seed) },
    players: { type: 'string', default: String(config.demo.players) },
    locations: { type: 'string', default: String(config.demo.locations) },
  }) as const;

/**
 * Parses a command's arguments with the options every command on a seeded chain takes (`--seed`,
 * `--players`, `--locations`, defaulting to the demo chain's), plus its own (`extra`), and answers
 * the seed options they make with the parsed values.
 */
export function seededChainArgs<const Extra extends OptionSpecs = Record<never, never>>(
  config: Config,
  extra?: Extra,
) {
  const { values } = parseArgs<{ options: ReturnType<typeof chainSpecs> & Extra }>({
    options: { ...chainSpecs(config), ...(extra as Extra) },
  });
  // The chain's three are strings with defaults whatever `Extra` is; the compiler cannot see it here.
  const chain = values as unknown as Record<keyof ReturnType<typeof chainSpecs>, string>;
  const options = seedOptions(config, {
    seed: wholeNumber('--seed', chain.seed, 0),
    players: wholeNumber('--players', chain.players, 1),
    locations: wholeNumber('--locations', chain.locations, 1),
  });
  return { options, values };
}

/** 'Seed 42, 5,000 players, 8 venues: 40,077 scores replayed in 3.1 s.', for the backtests. */
export function replayedLine(options: SeedOptions, scores: number, startedAt: number): string {
  const whole = (n: number) => Math.round(n).toLocaleString('en-GB');
  return (
    `Seed ${options.seed}, ${whole(options.players)} players, ${options.locations} venues: ` +
    `${whole(scores)} scores replayed in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.\n`
  );
}
