import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../../src/islands/share/ShareButton';

const URL_SHARED = 'https://stats.example/player/Ada/location/3/summary';

/** Replaces one of the navigator's properties for a test (the browser's own is put back after). */
function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  vi.useRealTimers();
  // Own properties shadow the prototype's: deleting them restores what the environment had.
  delete (navigator as unknown as Record<string, unknown>).share;
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

function share() {
  render(<ShareButton title="Ada at Leeds" url={URL_SHARED} />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
}

describe('the Share button', () => {
  it('hands the title and address to the share sheet, and copies nothing', async () => {
    const sheet = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', sheet);
    stubNavigator('clipboard', { writeText });
    share();
    await waitFor(() => expect(sheet).toHaveBeenCalledWith({ title: 'Ada at Leeds', url: URL_SHARED }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing more when the sheet is closed without sharing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    let close: () => void = () => {};
    const closed = new Promise<never>((_, reject) => {
      close = () => reject(new DOMException('Cancelled', 'AbortError'));
    });
    const sheet = vi.fn(() => closed);
    stubNavigator('share', sheet);
    stubNavigator('clipboard', { writeText });
    vi.useFakeTimers();
    share();
    expect(sheet).toHaveBeenCalledOnce();
    close();
    // The button awaited the sheet before this test did, so it has handled the closing by the time
    // the test resumes; and nothing it might have left for later (a timer) copies either.
    await closed.catch(() => {});
    await vi.runAllTimersAsync();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("copies the address without a share sheet, and says 'Link copied' in a live region", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', undefined);
    stubNavigator('clipboard', { writeText });
    share();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
  });

  it('shows the address in a focused field when the clipboard is refused too', async () => {
    stubNavigator('share', undefined);
    stubNavigator('clipboard', {
      writeText: vi.fn().mockRejectedValue(new DOMException('No', 'NotAllowedError')),
    });
    share();
    const field = (await screen.findByRole('textbox', { name: 'Copy this link' })) as HTMLInputElement;
    expect(field.value).toBe(URL_SHARED);
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
