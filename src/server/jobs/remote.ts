import type { Config } from '../config';
import { lockHolder } from '../db/dir-lock';

/** Thrown when a command cannot reach, or was refused by, the running server. */
export class RemoteError extends Error {
  override name = 'RemoteError';
}

/** The pid of a server holding the embedded database, if one runs (PostgreSQL needs no detour). */
export function runningServerPid(config: Config): number | undefined {
  return config.databaseUrl ? undefined : lockHolder(config.pgliteDir);
}

/**
 * A client for the operations endpoints of the server that holds the database, for commands
 * that cannot open PGlite beside it. Authenticates with INGEST_TOKEN.
 */
export function serverClient(config: Config, pid: number) {
  if (!config.ingestToken) {
    throw new RemoteError(
      `The server (process ${pid}) holds the embedded database. Set INGEST_TOKEN (the same value for the ` +
        'server and this command) to send the work through it, or stop the server and run this again.',
    );
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const base = `http://${host}:${config.port}`;
  return {
    base,
    async post<T>(path: string, body: string, contentType: string): Promise<T> {
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.ingestToken}`,
            'content-type': contentType,
            accept: 'application/json',
          },
          body,
        });
      } catch (error) {
        throw new RemoteError(`Could not reach the server at ${base}: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      if (!response.ok)
        throw new RemoteError(answer.error?.message ?? `The server answered ${response.status}.`);
      return answer as T;
    },
  };
}
