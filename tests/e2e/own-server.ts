import type { ChildProcess } from 'node:child_process';
import { spawnServer } from '../support/server-command';

/** A site server a test starts for itself, with its own configuration. */
export interface OwnServer {
  origin: string;
  pid: number;
  /** Stops the server and resolves once it has exited (its database let go). */
  stop(): Promise<void>;
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

/**
 * Starts the built site as `npm start` does, with extra environment, and waits until it answers
 * (up to `waitSeconds`: a large seed takes a while).
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  waitSeconds = 150,
): Promise<OwnServer> {
  const child: ChildProcess = spawnServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_PLAYERS: '80',
      DEMO_LOCATIONS: '2',
      DEMO_DAYS: '2',
      ROLLOVER_ENABLED: 'false',
      ...env,
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < waitSeconds; i++) {
    if (
      await fetch(`${origin}/api/health-check`)
        .then((r) => r.ok)
        .catch(() => false)
    ) {
      return { origin, pid: child.pid ?? 0, stop: () => stopProcess(child) };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stopProcess(child);
  throw new Error(`The test server on port ${port} did not start`);
}
