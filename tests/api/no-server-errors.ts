import { afterEach, expect } from 'vitest';
import { liveApis } from './harness';

// A 500 anywhere fails the test that caused it: after each test, every API still running must
// have reported no unexpected error. A test that provokes one on purpose takes it out of
// `unexpected` itself.
afterEach(() => {
  for (const api of liveApis) {
    const errors = api.unexpected.splice(0);
    expect(errors, 'the API answered 500 (unexpected errors)').toEqual([]);
  }
});
