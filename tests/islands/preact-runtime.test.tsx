import * as Compat from 'preact/compat';
import * as React from 'react';
import { describe, expect, it } from 'vitest';

/** The islands ship on Preact (react-on-preact.mjs): these tests must run them on it too. */
describe('the islands runtime', () => {
  it('is preact/compat wherever an island imports React', () => {
    expect(React.useState).toBe(Compat.useState);
  });
});
