import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { LAUNCHER_ENTRY } from '../../src/server/launcher/build';

/**
 * The shell command `npm start` amounts to: the prestart (build if stale, migrate, seed when
 * empty), then the server with the environment and Node flags of package.json (config.serverEnv,
 * config.serverNodeFlags), memory limits included. `exec` makes the server the process that was started: its pid is the
 * server's, and a SIGTERM sent to it reaches the server.
 */
export function serverCommand(): string {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    config: { serverNodeFlags: string; serverEnv: string };
  };
  const node = process.execPath;
  return `${node} --import tsx scripts/prestart.ts && exec env ${pkg.config.serverEnv} ${node} ${pkg.config.serverNodeFlags} ${LAUNCHER_ENTRY}`;
}

/** Starts the built site as `npm start` does, with the given options (environment, stdio). */
export function spawnServer(options: SpawnOptions): ChildProcess {
  return spawn('/bin/sh', ['-c', serverCommand()], options);
}

/** Sends SIGTERM and waits for the exit; SIGKILL after 10 s of waiting. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
