import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Config, ConfigError, environment } from '../src/server/config';
import { DirLockedError } from '../src/server/db/dir-lock';
import { type Progress, terminalProgress } from '../src/server/jobs/progress';
import type { SeedOptions } from '../src/server/jobs/seed/generate';
import { seedOptions } from '../src/server/jobs/seed/options';
import { SeedRefusedError } from '../src/server/jobs/seed/write';

/** Errors a command-line user can act on: shown as one clear line, without a stack trace. */
const EXPECTED = [ConfigError, DirLockedError, SeedRefusedError];

/** Thrown for bad command-line arguments. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * What a command reads (its arguments, its settings) and where it writes (results, errors,
 * progress): the process's own when it runs as a script, a test's when the test runs it in process
 * (tests/api/cli.test.ts spawns each script once, for the process around the command, and runs the
 * rest in process: a spawn costs seconds of module loading).
 */
export interface Terminal {
  readonly args: readonly string[];
  readonly env: Record<string, string | undefined>;
  info(line: string): void;
  error(message: unknown): void;
  readonly progress: Progress;
}

/** A command-line job. */
export type Command = (terminal: Terminal) => Promise<void>;

/** Runs a command: prints expected errors as one plain line, and answers its exit code. */
export async function runCommand(command: Command, terminal: Terminal): Promise<number> {
  try {
    await command(terminal);
    return 0;
  } catch (error) {
    const expected = error instanceof UsageError || EXPECTED.some((E) => error instanceof E);
    terminal.error(expected ? `Error: ${(error as Error).message}` : error);
    return 1;
  }
}

/** A script's entry: runs its command on this process's arguments and settings, and sets its exit code. */
export async function runCli(command: Command): Promise<void> {
  process.exitCode = await runCommand(command, {
    args: process.argv.slice(2),
    // Read (and .env loaded) only by the commands that use settings.
    get env() {
      return environment();
    },
    info: (line) => console.info(line),
    error: (message) => console.error(message),
    progress: terminalProgress(),
  });
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
  args: readonly string[],
  extra?: Extra,
) {
  const { values } = parseArgs<{ args: string[]; options: ReturnType<typeof chainSpecs> & Extra }>({
    args: [...args],
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
