import { cleanup, configure } from '@testing-library/react';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// Islands wait on an HTTP round trip to the stub API (and a read retried after half a second): on a
// loaded machine that can outlast Testing Library's default second. A wait that is met returns at
// once either way; the limit is there to end a wait for something that never comes.
configure({ asyncUtilTimeout: 60_000 });

// A store unmounts STORE_UNMOUNT_DELAY after its last listener leaves, and a persistent store's
// unmount removes its window listeners. On a busy machine the test file could end, and happy-dom's
// window go, before that: the unmount then threw "window is not defined" as an unhandled error.
// This runs after the files' own afterAll hooks (Vitest runs after-hooks last-registered first).
afterAll(() => new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY)));
