import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerHistory } from '../../src/contract/schemas/history';
import { addDays } from '../../src/domain/days';
import { DEFAULT_HISTORY_RANGE } from '../../src/domain/history';
import { NO_PLAYER_FOUND } from '../../src/domain/messages';
import { HistoryChart } from '../../src/islands/summary/HistoryChart';
import { notFound } from '../../src/server/http/errors';
import { stubApiPerTest } from './stub-per-test';

const point = (day: string, totalScore: number, position: number) => ({ day, totalScore, position });

/** Three days: the total climbs, the position is best on the middle day. */
const threeDays: PlayerHistory = {
  playerName: 'Ada',
  locationId: 1,
  range: '30',
  from: '2026-10-21',
  points: [point('2026-10-25', 1000, 9), point('2026-11-02', 1500, 4), point('2026-11-10', 2400, 6)],
};

/** A regular of the stub world: every day their total changed at their venue, since they started. */
const regular = { name: 'Traveller', locationId: 1 };
const TODAY = '2026-11-19';
const allTime: PlayerHistory = {
  playerName: regular.name,
  locationId: regular.locationId,
  range: 'all',
  from: null,
  points: [
    point('2026-03-14', 400, 31),
    point('2026-05-02', 1900, 17),
    point('2026-07-19', 2600, 9),
    point('2026-09-30', 3900, 4),
    point('2026-10-25', 4100, 3),
    point('2026-11-18', 5200, 2),
  ],
};

/** The API's answer for the regular: all of it, or the days of a range ending on the stub's today. */
const api = stubApiPerTest((stub) =>
  stub.on('playerHistory', ({ params, query }) => {
    if (params.playerName !== regular.name || params.locationId !== regular.locationId)
      throw notFound(NO_PLAYER_FOUND);
    // The server's schema fills in the default range; the route's type leaves it optional.
    const range = query.range ?? DEFAULT_HISTORY_RANGE;
    if (range === 'all') return allTime;
    const from = addDays(TODAY, 1 - Number(range));
    return { ...allTime, range, from, points: allTime.points.filter((p) => p.day >= from) };
  }),
);

describe('the history chart', () => {
  it('names its peaks and shows the last day until another is chosen', () => {
    render(<HistoryChart playerName="Ada" locationId={1} initial={threeDays} />);
    expect(screen.getByText('Best position #4 on 2026-11-02')).toBeTruthy();
    expect(screen.getByText('Highest total 2,400 on 2026-11-10')).toBeTruthy();
    expect(screen.getByText('2026-11-10: total 2,400, position #6')).toBeTruthy();
  });

  it('moves between days with the arrow keys, Home and End, and stops at the ends', () => {
    render(<HistoryChart playerName="Ada" locationId={1} initial={threeDays} />);
    const chart = screen.getByRole('figure', { name: /arrow keys move between days/ });
    expect(chart.tabIndex).toBe(0);
    const readout = () => document.querySelector('.history__readout')?.textContent;
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout()).toBe('2026-11-02: total 1,500, position #4');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(readout()).toBe('2026-10-25: total 1,000, position #9');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout()).toBe('2026-10-25: total 1,000, position #9');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(readout()).toBe('2026-11-10: total 2,400, position #6');
    // The readout is announced as it changes.
    expect(document.querySelector('.history__readout')?.getAttribute('aria-live')).toBe('polite');
  });

  it('lists every day in a table for screen readers', () => {
    render(<HistoryChart playerName="Ada" locationId={1} initial={threeDays} />);
    const table = screen.getByRole('table', { name: 'Total and position at the end of each day' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DayTotal scorePosition',
      '2026-10-251,000#9',
      '2026-11-021,500#4',
      '2026-11-102,400#6',
    ]);
  });

  it('says so when there is a single day, and draws one point rather than a line', () => {
    const one: PlayerHistory = { ...threeDays, points: [point('2026-11-19', 640, 88)] };
    render(<HistoryChart playerName="Ada" locationId={1} initial={one} />);
    expect(screen.getByText(/One day with a new score in the last 30 days/)).toBeTruthy();
    expect(document.querySelectorAll('.history__line')).toHaveLength(0);
    expect(document.querySelectorAll('.history__dot')).toHaveLength(2);
    expect(screen.getByText('Best position #88 on 2026-11-19')).toBeTruthy();
  });

  it('fetches another range from the API when its button is pressed', async () => {
    const initial: PlayerHistory = { ...threeDays, playerName: regular.name, locationId: regular.locationId };
    render(<HistoryChart playerName={regular.name} locationId={regular.locationId} initial={initial} />);
    const all = screen.getByRole('button', { name: 'All' });
    expect(all.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(all);
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '30d' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(screen.getByText(/days with a new score so far/)).toBeTruthy());
    expect(api.stub.calls('playerHistory')).toMatchObject([
      {
        method: 'GET',
        params: { playerName: regular.name, locationId: regular.locationId },
        query: { range: 'all' },
      },
    ]);
    const table = screen.getByRole('table', { name: 'Total and position at the end of each day' });
    expect(within(table).getAllByRole('row')).toHaveLength(allTime.points.length + 1);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('2026-03-14400#31');
  });

  it("ends every range on today's figures, marked now, so its peaks agree with the summary", async () => {
    const now = { day: TODAY, totalScore: 5600, position: 1 };
    const initial: PlayerHistory = { ...threeDays, playerName: regular.name, locationId: regular.locationId };
    render(
      <HistoryChart playerName={regular.name} locationId={regular.locationId} initial={initial} now={now} />,
    );
    // The closed days end at 2,400; today's 5,600 is the highest total, and said to be now.
    expect(screen.getByText('Highest total 5,600 now')).toBeTruthy();
    expect(screen.getByText('Best position #1 now')).toBeTruthy();
    expect(document.querySelector('.history__readout')?.textContent).toBe('Now: total 5,600, position #1');
    expect(document.querySelectorAll('.history__now')).toHaveLength(2);
    expect(document.querySelector('.history__legend:last-child span:last-child')?.textContent).toBe('now');
    // Today is not a closed day with a new score: the count is of the three closed days.
    expect(screen.getByText(/^3 days with a new score in the last 30 days/)).toBeTruthy();
    const rows = () =>
      within(screen.getByRole('table', { name: 'Total and position at the end of each day' })).getAllByRole(
        'row',
      );
    expect(rows().at(-1)?.textContent).toBe('Now5,600#1');
    // Another range from the API ends on today's figures too.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByText(/days with a new score so far/)).toBeTruthy());
    expect(rows()).toHaveLength(allTime.points.length + 2);
    expect(rows().at(-1)?.textContent).toBe('Now5,600#1');
  });

  it('says the history could not be fetched when the page could not read it', () => {
    render(
      <HistoryChart playerName="Ada" locationId={1} initial={null} initialError="Could not fetch history" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not fetch history');
  });
});
