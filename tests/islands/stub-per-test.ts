import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type StubApi, startStubApi } from '../support/stub-api';

/** Points the islands' relative fetches (and `location`) at an origin. */
export function pointClientAt(origin: string, path = '/'): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}${path}`);
}

/**
 * One stub API for the test file: started once, its handlers set afresh by `setup` before each
 * test (so no test sees another's answers), the client pointed at it, and every test failed that
 * made a call nobody stubbed or got an answer outside the contract.
 */
export function stubApiPerTest(setup: (stub: StubApi) => void = () => {}): { readonly stub: StubApi } {
  let stub: StubApi | undefined;
  const handle = {
    get stub(): StubApi {
      if (!stub) throw new Error('The stub API starts in beforeAll');
      return stub;
    },
  };
  beforeAll(async () => {
    stub = await startStubApi();
  });
  beforeEach(() => {
    handle.stub.reset();
    setup(handle.stub);
    pointClientAt(handle.stub.origin);
  });
  afterEach(() => {
    expect(handle.stub.problems, 'the stub API saw calls or answers it should not').toEqual([]);
  });
  afterAll(() => stub?.close());
  return handle;
}
