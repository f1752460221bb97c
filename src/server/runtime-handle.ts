/**
 * The seam between the HTTP server (src/server/launcher) and the runtime inside Astro's bundle.
 * They are separate module graphs, so they meet on a global key rather than an import.
 */
export const RUNTIME_KEY = Symbol.for('arcade-stats.runtime');

/** What the launcher may do with a running runtime. */
export interface RuntimeHandle {
  stop(): Promise<void>;
}

/** Stops the runtime if one was started in this process. */
export async function stopRuntime(): Promise<void> {
  const pending = (globalThis as { [RUNTIME_KEY]?: Promise<RuntimeHandle> })[RUNTIME_KEY];
  if (!pending) return;
  const runtime = await pending.catch(() => undefined);
  await runtime?.stop();
}
