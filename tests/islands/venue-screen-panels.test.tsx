import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VenueScreen as ScreenData } from '../../src/contract/schemas/venue-screen';
import { VenueScreen } from '../../src/islands/venue-screen/VenueScreen';
import { $venueScreen } from '../../src/stores/venue-screen';
import { stubApiPerTest } from './stub-per-test';

/**
 * The venue screen cycling through the panels its address names (what
 * tests/e2e/venue-screen.spec.ts watched for half a minute in a browser): each stays up 12 s, in
 * the address's order, round again, and a panel it does not name never shows. The panel timer is
 * the test's clock here. Which rows and panels an address gives is tests/pages/venue-screen.test.ts's.
 */
const DATA: ScreenData = {
  venue: { id: 1, name: 'Leeds Grid' },
  day: '2026-11-26',
  version: 7,
  updatedAt: '2026-11-26T21:04:00.000Z',
  board: Array.from({ length: 20 }, (_, i) => ({
    position: i + 1,
    name: `Player ${i + 1}`,
    score: 100_000 - i * 1000,
    change: 'same' as const,
    places: 0,
  })),
  newTops: [],
  movers: [],
};

const api = stubApiPerTest((stub) => stub.on('venueScreen', () => DATA));
afterEach(() => vi.useRealTimers());

const title = () => document.querySelector('.venue-screen__title')?.textContent;
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('the venue screen', () => {
  it('shows each panel its address names for 12 s, in order and round again, and no other', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // The screen polls (every 10 s of the same clock): the test ends once every poll is answered.
    let answered = 0;
    const stop = $venueScreen.listen((s) => {
      if (s.data !== DATA || s.error !== null) return;
      answered++;
    });
    render(<VenueScreen initial={DATA} options={{ rows: 15, panels: ['board', 'tops'] }} timeZone="UTC" />);
    expect(document.querySelectorAll('.venue-screen__row')).toHaveLength(15);
    const panels = within(screen.getByRole('list', { name: 'Panels' })).getAllByRole('listitem');
    expect(panels.map((p) => p.textContent)).toEqual(['Leaderboard', 'New top scores today']);
    const seen = [title()];
    for (let second = 1; second <= 36; second++) {
      pass(1000);
      if (seen.at(-1) !== title()) seen.push(title());
      if (second === 11) expect(title()).toBe('Leaderboard');
    }
    expect(seen).toEqual(['Leaderboard', 'New top scores today', 'Leaderboard', 'New top scores today']);
    vi.useRealTimers();
    await waitFor(() => expect(answered).toBeGreaterThanOrEqual(api.stub.calls('venueScreen').length));
    stop();
  });
});
