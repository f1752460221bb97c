/**
 * The seam between the HTTP server (src/server/launcher) and the runtime inside Astro's bundle.
 * They are separate module graphs, so they meet on a global key rather than an import.
 */
import type { ApiBindings } from './http/env';

export const RUNTIME_KEY = Symbol.for('arcade-stats.runtime');

/** What the launcher may do with a running runtime. */
export interface RuntimeHandle {
  /** The API (the Hono app's fetch). */
  api: { fetch(request: Request, bindings: ApiBindings): Response | Promise<Response> };
  /** Calls `listener` each time the data version moves (a write here or anywhere); returns the unsubscribe. */
  onDataChange(listener: () => void): () => void;
  /** Ends the long-lived event streams, so that shutting down need not wait for them. */
  endStreams(): void;
  stop(): Promise<void>;
}

/** The runtime started in this process, if any. */
export async function currentRuntime(): Promise<RuntimeHandle | undefined> {
  const pending = (globalThis as { [RUNTIME_KEY]?: Promise<RuntimeHandle> })[RUNTIME_KEY];
  return pending?.catch(() => undefined);
}

/** Stops the runtime if one was started in this process. */
export async function stopRuntime(): Promise<void> {
  const runtime = await currentRuntime();
  await runtime?.stop();
}
