/**
 * Stores a value on the device. Storage that refuses it (full, or off in a private window) leaves
 * things as they were: remembering is a convenience, never a reason for a page to fail.
 */
export function keep<T>(store: { set(value: T): void }, value: T): void {
  try {
    store.set(value);
  } catch {
    // Nothing to do: the device cannot keep it.
  }
}
