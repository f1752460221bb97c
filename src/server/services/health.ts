import type { Database } from '../db/client';

/** What the health check reports. */
export interface Health {
  healthy: boolean;
  message: string;
}

/**
 * One real round trip to the database, bounded by `timeoutMs` so a dead or hanging server
 * gives a prompt "unhealthy" rather than a hung request.
 */
export async function checkHealth(database: Database, timeoutMs: number): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { healthy: true, message: 'OK' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { healthy: false, message: `Database unreachable: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
