import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyStats, LookupCount } from '../../src/contract/schemas/stats';
import { playerPath } from '../../src/domain/paths';
import { DailyVisits } from '../../src/islands/search/DailyVisits';
import { stubTheWorld, VENUES } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

/**
 * The landing's Daily Visits block, whatever the API sends (what the end-to-end daily-visits spec
 * checked in a browser, the API's answer replaced): at most 20 rows a card, the most counted
 * first; one player's rows at two venues told apart by the venue; nothing, and nothing left
 * pending, when the API has no statistics. The counting itself is the API's
 * (src/server/routes/lists/lists.test.ts).
 */
let answer: DailyStats | null = null;
const api = stubApiPerTest((stub) =>
  stubTheWorld(stub)
    .on('countVisit', () => ({ visitsCount: 5 }))
    // null is no answer of the contract's: sent as it is, as a broken server might.
    .on('dailyStats', () => (answer === null ? Response.json(null) : answer)),
);

const row = (i: number, count: number): LookupCount => {
  const venue = VENUES[i % VENUES.length] ?? { id: 1, name: 'Leeds Grid' };
  return { playerName: `Player${i}`, count, locationId: venue.id, locationName: venue.name };
};

/** The counts a card shows, top to bottom. */
const counts = (card: HTMLElement) =>
  [...card.querySelectorAll('.daily-visits__count')].map((c) => Number(c.textContent));

describe('the daily visits block', () => {
  it('shows at most 20 rows per card, the most counted first, whatever the API sends', async () => {
    // 25 rows in no order on one card, 3 on the other.
    const searched = Array.from({ length: 25 }, (_, i) => row(i, (i * 7) % 25));
    answer = {
      day: '2026-11-20',
      visitsCount: 5,
      searchedPlayers: searched,
      comparedPlayers: [row(30, 1), row(31, 9), row(32, 4)],
    };
    render(<DailyVisits />);
    // The store may still hold what an earlier test read: wait for these rows.
    const card = () => screen.getByRole('region', { name: 'Most Searched' });
    await waitFor(() => expect(within(card()).getAllByRole('link')).toHaveLength(20));
    expect(counts(card())).toEqual(
      searched
        .map((r) => r.count)
        .sort((a, b) => b - a)
        .slice(0, 20),
    );
    expect(counts(screen.getByRole('region', { name: 'Most Compared' }))).toEqual([9, 4, 1]);
  });

  it("tells apart one player's rows at two venues by the venue", async () => {
    const [leeds, york] = VENUES as [(typeof VENUES)[0], (typeof VENUES)[0]];
    const at = (venue: typeof leeds, count: number): LookupCount => ({
      playerName: 'Traveller',
      count,
      locationId: venue.id,
      locationName: venue.name,
    });
    answer = {
      day: '2026-11-20',
      visitsCount: 5,
      searchedPlayers: [],
      comparedPlayers: [at(leeds, 8), row(40, 3), at(york, 8)],
    };
    render(<DailyVisits />);
    // The store may still hold what an earlier test read: wait for these rows.
    const card = () => screen.getByRole('region', { name: 'Most Compared' });
    const travellers = () =>
      within(card())
        .getAllByRole('link')
        .filter((link) => link.querySelector('.daily-visits__name')?.textContent === 'Traveller');
    await waitFor(() => expect(travellers()).toHaveLength(2));
    expect(within(card()).getAllByRole('link')).toHaveLength(3);
    const rows = travellers();
    expect(rows.map((r) => r.querySelector('.daily-visits__venue')?.textContent).sort()).toEqual(
      [leeds.name, york.name].sort(),
    );
    expect(rows.map((r) => r.getAttribute('href')).sort()).toEqual(
      [playerPath('Traveller', leeds.id), playerPath('Traveller', york.id)].sort(),
    );
  });

  it('shows nothing when the API has no statistics (null), and keeps nothing after it waiting', async () => {
    answer = null;
    const { container } = render(<DailyVisits />);
    // Once the answer is in: no longer pending (the landing's footer, Switch to the classic view,
    // shows again), and no block.
    await waitFor(() => expect(api.stub.calls('dailyStats').length).toBeGreaterThan(0));
    await waitFor(() => {
      expect(container.querySelector('.daily-visits')).toBeNull();
      expect(container.querySelector('.daily-visits-anchor')).not.toBeNull();
      expect(container.querySelector('.daily-visits-anchor--pending')).toBeNull();
    });
    expect(screen.queryByRole('region', { name: /Daily Visits/ })).toBeNull();
  });
});
