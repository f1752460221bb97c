import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VenueScreen as ScreenData } from '../../src/contract/schemas/venue-screen';
import { clockTime } from '../../src/domain/clock-time';
import { SCREEN_PANELS } from '../../src/domain/venue-screen-options';
import { VenueScreen } from '../../src/islands/venue-screen/VenueScreen';
import { $venueScreen, startVenueScreen } from '../../src/stores/venue-screen';
import { stubApiPerTest } from './stub-per-test';

/** A venue's screen data with `rows` board rows, read at `updatedAt`. */
const screenData = (rows: number, updatedAt: string): ScreenData => ({
  venue: { id: 1, name: 'Leeds Grid' },
  day: '2026-11-26',
  version: 7,
  updatedAt,
  board: Array.from({ length: rows }, (_, i) => ({
    position: i + 1,
    name: `Player ${i + 1}`,
    score: 100_000 - i * 1000,
    change: 'same' as const,
    places: 0,
  })),
  newTops: [],
  movers: [],
});

const RENDERED = screenData(20, '2026-11-26T21:04:00.000Z');
const FETCHED = screenData(20, '2026-11-26T21:09:00.000Z');

const api = stubApiPerTest((stub) => {
  stub.on('venueScreen', () => FETCHED);
});

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** The clock times between two instants (a failure at a minute's turn shows either). */
const timesBetween = (from: number, to: number) => new Set([clockTime(from, 'UTC'), clockTime(to, 'UTC')]);

describe("the venue screen's store", () => {
  it('tracks since when fetches fail, keeps the data meanwhile, and forgets the outage once one works', async () => {
    // No EventSource here: the screen polls, and its first poll is at once.
    stop = startVenueScreen(RENDERED, { pollMs: 100 });
    await waitFor(() => expect($venueScreen.get().data).toEqual(FETCHED));
    expect($venueScreen.get()).toMatchObject({ mode: 'polling', offlineSince: null, error: null });

    const before = Date.now();
    api.stub.failAll(503);
    await waitFor(() => expect($venueScreen.get().offlineSince).not.toBeNull());
    const since = $venueScreen.get().offlineSince as number;
    expect(since).toBeGreaterThanOrEqual(before);
    expect(since).toBeLessThanOrEqual(Date.now());
    expect($venueScreen.get().data).toEqual(FETCHED);
    // Later failures keep the first one's time.
    const polls = api.stub.calls('venueScreen').length;
    await waitFor(() => expect(api.stub.calls('venueScreen').length).toBeGreaterThan(polls + 1));
    expect($venueScreen.get().offlineSince).toBe(since);

    const back = screenData(20, '2026-11-26T21:12:00.000Z');
    api.stub.reset();
    api.stub.on('venueScreen', () => back);
    await waitFor(() => expect($venueScreen.get().offlineSince).toBeNull());
    expect($venueScreen.get().data).toEqual(back);
  });
});

describe('the venue screen', () => {
  it('shows the rows and the panels its address asks for, the time of its data and the QR code', async () => {
    render(
      <VenueScreen
        initial={RENDERED}
        options={{ rows: 15, panels: ['board', 'tops'] }}
        timeZone="UTC"
        qr={<figure data-url="https://arcade.example/leaderboards/1">QR</figure>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Leeds Grid' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
    expect(document.querySelectorAll('.venue-screen__row')).toHaveLength(15);
    const panels = within(screen.getByRole('list', { name: 'Panels' })).getAllByRole('listitem');
    expect(panels.map((p) => p.textContent)).toEqual(['Leaderboard', 'New top scores today']);
    expect(screen.getByText('Updated', { exact: false }).textContent).toBe('Updated 21:04');
    expect(document.querySelector('figure')?.getAttribute('data-url')).toBe(
      'https://arcade.example/leaderboards/1',
    );
    // The first poll brings newer data, and its time.
    await waitFor(() =>
      expect(screen.getByText('Updated', { exact: false }).textContent).toBe('Updated 21:09'),
    );
    expect(document.querySelector('.venue-screen__mode')?.textContent).toBe('Updating every 10 s');
  });

  it('says since when it is offline when its fetch fails, and keeps showing what it had', async () => {
    api.stub.failAll(503);
    const before = Date.now();
    render(
      <VenueScreen initial={RENDERED} options={{ rows: 10, panels: [...SCREEN_PANELS] }} timeZone="UTC" />,
    );
    await waitFor(() =>
      expect(document.querySelector('.venue-screen__mode')?.textContent).toMatch(/^Offline since/),
    );
    const shown = document.querySelector('.venue-screen__mode')?.textContent ?? '';
    expect([...timesBetween(before, Date.now())].map((t) => `Offline since ${t}`)).toContain(shown);
    expect(document.querySelectorAll('.venue-screen__row')).toHaveLength(10);
    expect(screen.getByText('Updated', { exact: false }).textContent).toBe('Updated 21:04');
  });

  it('has nothing to cycle through with one panel', () => {
    api.stub.on('venueScreen', () => RENDERED);
    render(<VenueScreen initial={RENDERED} options={{ rows: 5, panels: ['movers'] }} timeZone="UTC" />);
    expect(screen.getByRole('heading', { name: "Today's climbers" })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Panels' })).toBeNull();
  });
});
