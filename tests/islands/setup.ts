import { setPersistentEngine } from '@nanostores/persistent';
import { cleanup, configure } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach } from 'vitest';
import { $classicRoute } from '../../src/stores/classic-route';

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
afterAll(() => cleanStores($classicRoute));
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
