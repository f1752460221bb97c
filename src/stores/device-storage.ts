import { persistentAtom } from '@nanostores/persistent';

/**
 * A value this device keeps in its storage under `key` as JSON, absent while undefined, read back
 * through `decode` (the storage is anyone's to edit: a decoder drops what the site would not have
 * written).
 */
export function deviceValue<T>(key: string, decode: (raw: string | undefined) => T | undefined) {
  return persistentAtom<T | undefined>(key, undefined, {
    encode: (value) => (value === undefined ? undefined : JSON.stringify(value)),
    decode,
  });
}

/**
 * Stores a value. Storage that refuses it (full, or off in a private window) leaves things as
 * they were: remembering is a convenience, never a reason for a page to fail.
 */
export function keep<T>(store: { set(value: T): void }, value: T): void {
  try {
    store.set(value);
  } catch {
    // Nothing to do: the device cannot keep it.
  }
}
