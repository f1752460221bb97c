import { setPersistentEngine } from '@nanostores/persistent';
import { cleanup, configure } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, vi } from 'vitest';

// The files of a worker share one window and one module graph (isolate: false, a third of the
// time): each starts with fresh copies of our modules (the stores are module state; React and the
// libraries stay loaded), an empty storage, no cookies and the first address.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
const first = globalThis as { islandsFirstAddress?: string };
first.islandsFirstAddress ??= location.href;
(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(first.islandsFirstAddress);

afterEach(() => cleanup());

// Islands wait on an HTTP round trip to the stub API (and a read retried after half a second): on a
// loaded machine that can outlast Testing Library's default second. A wait that is met returns at
// once either way; the limit is there to end a wait for something that never comes.
configure({ asyncUtilTimeout: 60_000 });

// A store unmounts a second (STORE_UNMOUNT_DELAY) after its last listener leaves, and the stores
// that listen to the window remove their listeners then. On a busy machine the test file could
// end, and happy-dom close its window (its methods gone), before that: the unmount threw as an
// unhandled error. At the end of a file those stores are unmounted at once (cleanStores), and the
// persistent stores' window listeners go through an engine that leaves a closed window alone.
afterAll(async () => cleanStores((await import('../../src/stores/classic-route')).$classicRoute));
const testWindow = window;
const open = () => typeof testWindow.removeEventListener === 'function';
setPersistentEngine(localStorage, {
  addEventListener(_key, listener, restore) {
    testWindow.addEventListener('storage', listener as unknown as EventListener);
    testWindow.addEventListener('pageshow', restore);
  },
  removeEventListener(_key, listener, restore) {
    if (!open()) return;
    testWindow.removeEventListener('storage', listener as unknown as EventListener);
    testWindow.removeEventListener('pageshow', restore);
  },
});
