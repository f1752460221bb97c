import { setPersistentEngine } from '@nanostores/persistent';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Islands wait on an HTTP round trip to the stub API (and a read retried after half a second): on a
// loaded machine that can outlast Testing Library's default second. A wait that is met returns at
// once either way; the limit is there to end a wait for something that never comes.
configure({ asyncUtilTimeout: 60_000 });

// A store unmounts a second (STORE_UNMOUNT_DELAY) after its last listener leaves, and a persistent
// store's unmount removes its window listeners. On a busy machine the test file can end, and
// happy-dom's global window go, before that: the unmount then threw "window is not defined" as an
// unhandled error. Its listeners are kept on this file's window, which outlives the global.
const testWindow = window;
setPersistentEngine(localStorage, {
  addEventListener(_key, listener, restore) {
    testWindow.addEventListener('storage', listener as unknown as EventListener);
    testWindow.addEventListener('pageshow', restore);
  },
  removeEventListener(_key, listener, restore) {
    testWindow.removeEventListener('storage', listener as unknown as EventListener);
    testWindow.removeEventListener('pageshow', restore);
  },
});
