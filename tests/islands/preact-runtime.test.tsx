import { act, render, screen } from '@testing-library/react';
import * as Compat from 'preact/compat';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { TrackedIndicator } from '../../src/islands/summary/TrackedIndicator';

/** The islands ship on Preact (react-on-preact.mjs): these tests must run them on it too. */
describe('the islands runtime', () => {
  it('is preact/compat wherever an island imports React', () => {
    expect(React.useState).toBe(Compat.useState);
  });

  it("keeps the untracked profile's Radix tooltip open once focus opens it", async () => {
    render(<TrackedIndicator tracked={false} playerName="Ada" />);
    const pill = screen.getByRole('button', { name: 'Profile Not Being Tracked' });
    act(() => pill.focus());
    // Effects and re-renders settle over a few frames; an uncontrolled tooltip closes in them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('tooltip').textContent).toContain('/track profile:Ada');
    expect(pill.getAttribute('data-state')).toBe('instant-open');
  });
});
