import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrackedIndicator } from '../../src/islands/summary/TrackedIndicator';

function untracked() {
  render(<TrackedIndicator tracked={false} playerName="Ada" />);
  return screen.getByRole('button', { name: 'Profile Not Being Tracked' });
}

describe('the untracked profile’s explanation', () => {
  it('opens by keyboard focus, shows the /track command, and stays open', () => {
    const pill = untracked();
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => pill.focus());
    const hint = screen.getByRole('tooltip');
    expect(hint.textContent).toContain('/track profile:Ada');
    // It describes the button for screen readers, shown or not.
    expect(pill.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('closes on Escape and on blur, and a click opens it again', () => {
    const pill = untracked();
    act(() => pill.focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(pill);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => pill.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on hover and closes on a tap elsewhere', () => {
    const pill = untracked();
    fireEvent.mouseEnter(pill.parentElement as HTMLElement);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows a plain pill, with nothing to open, on a tracked profile', () => {
    render(<TrackedIndicator tracked playerName="Ada" />);
    expect(screen.getByText('Profile Being Tracked')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
