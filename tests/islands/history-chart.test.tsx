import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerHistory } from '../../src/contract/schemas/history';
import { HistoryChart } from '../../src/islands/summary/HistoryChart';
import { queryRows } from '../../src/server/db/client';
import { startTestApi, type TestApi } from '../api/harness';
import { serveOverHttp } from '../support/http-api';

let api: TestApi;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let regular: { name: string; locationId: number };

const point = (day: string, totalScore: number, position: number) => ({ day, totalScore, position });

/** Three days: the total climbs, the position is best on the middle day. */
const threeDays: PlayerHistory = {
  playerName: 'Ada',
  locationId: 1,
  range: '30',
  from: '2026-10-21',
  points: [point('2026-10-25', 1000, 9), point('2026-11-02', 1500, 4), point('2026-11-10', 2400, 6)],
};

beforeAll(async () => {
  api = await startTestApi();
  http = await serveOverHttp(api);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${http.origin}/`);
  const [r] = await queryRows<{ name: string; location_id: number }>(
    api.database.db,
    sql`select p.name, d.location_id from player_days d join players p on p.id = d.player_id
        group by p.name, d.player_id, d.location_id order by count(*) desc, d.player_id limit 1`,
  );
  regular = { name: r?.name ?? '', locationId: r?.location_id ?? 0 };
});
afterAll(() => http.close());

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
    const answer = (
      await api.get(
        `/api/activate/players/player/${encodeURIComponent(regular.name)}/location/${regular.locationId}/history?range=all`,
      )
    ).body as PlayerHistory;
    const table = screen.getByRole('table', { name: 'Total and position at the end of each day' });
    expect(within(table).getAllByRole('row')).toHaveLength(answer.points.length + 1);
  });

  it('says the history could not be fetched when the page could not read it', () => {
    render(
      <HistoryChart playerName="Ada" locationId={1} initial={null} initialError="Could not fetch history" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not fetch history');
  });
});
