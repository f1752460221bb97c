import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelKey, type VisitFigures, visitFigures } from '../../src/domain/since-last-visit';
import { SinceLastVisit } from '../../src/islands/search/SinceLastVisit';
import { $visitMemory } from '../../src/stores/last-visit';
import type { MyDay } from '../../src/stores/my-day';
import { playerData, stubTheWorld } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

const api = stubApiPerTest((stub) => stubTheWorld(stub));

/** "Me"'s day as the landing loads it, and their level scores, from the stub world's player data. */
function dayOf(name: string, locationId: number) {
  const data = playerData(name, locationId);
  if (!data) throw new Error(`no ${name}`);
  const { playerName, locationName: venue, totalScore, standing, scores } = data;
  const day: MyDay = { playerName, locationId, venue, line: '', totalScore, standing };
  return { day, scores, me: { name: playerName, locationId, venue } };
}

const region = () => screen.findByRole('region', { name: /Since your last visit/ });

beforeEach(() => {
  localStorage.setItem('lastVisit', '');
  $visitMemory.set(undefined);
});

describe('"Since your last visit"', () => {
  it('on a first visit says what it will show, and keeps the figures for next time', async () => {
    const { day, me } = dayOf('Homebody', 1);
    render(<SinceLastVisit me={me} day={day} followed={[]} />);
    await waitFor(async () =>
      expect(
        within(await region()).getByText('Next time, what changed since this visit shows here.'),
      ).toBeTruthy(),
    );
    expect($visitMemory.get()?.latest).toMatchObject({ nameKey: 'homebody', totalScore: day.totalScore });
    // "Me"'s level scores, once; nobody followed, so no glance.
    expect(api.stub.calls('playerData').map((c) => c.path)).toEqual([
      '/api/activate/players/player/Homebody/location/1',
    ]);
    expect(api.stub.calls('playersGlance')).toEqual([]);
  });

  it('tells the points, bests, places and tops since the visit before, and who passed whom, each line a link', async () => {
    // Rival's last visit, two hours ago: lower, a level worse, a top since lost, ahead of Homebody.
    const { day, scores, me } = dayOf('Rival', 1);
    const [improved] = scores;
    const held = scores.find((s) => s.highScore < s.topScore);
    if (!improved || !held) throw new Error('no levels');
    const then: VisitFigures = {
      nameKey: 'rival',
      locationId: 1,
      at: Date.now() - 2 * 3_600_000,
      totalScore: day.totalScore - 300,
      standing: day.standing + 1,
      bests: Object.fromEntries(
        scores.map((s) => [levelKey(s.gameId, s.levelId), s === improved ? s.highScore - 300 : s.highScore]),
      ),
      tops: [levelKey(held.gameId, held.levelId)],
      // Traveller was a little ahead of Rival then.
      friends: { Homebody: 0, Traveller: day.totalScore - 100 },
    };
    $visitMemory.set({ previous: undefined, latest: then });
    render(<SinceLastVisit me={me} day={day} followed={['Homebody', 'Traveller']} />);
    const block = await region();
    await waitFor(() => expect(within(block).getByText('+300 points')).toBeTruthy());
    expect(within(block).getByText('2 hours ago', { exact: false })).toBeTruthy();
    const name = (s: typeof improved) => `${s.gameName} level ${s.levelId + 1}`;
    expect(within(block).getByText(`1 new personal best: ${name(improved)}`)).toBeTruthy();
    expect(within(block).getByText(`Up 1 place, now #${day.standing}`)).toBeTruthy();
    expect(within(block).getByText(`1 top score lost: ${name(held)}`)).toBeTruthy();
    // Homebody's total at Rival's venue is above Rival's now, and was 0 then.
    expect((playerData('Homebody', 1)?.totalScore ?? 0) > day.totalScore).toBe(true);
    expect(within(block).getByText('Passed you: Homebody')).toBeTruthy();
    expect((playerData('Traveller', 1)?.totalScore ?? Infinity) <= day.totalScore).toBe(true);
    expect(within(block).getByText('You passed: Traveller')).toBeTruthy();
    // Each line leads where it can be seen: the summary, the games, the board, the friends.
    const href = (text: string) => within(block).getByRole('link', { name: text }).getAttribute('href');
    const at = '/player/Rival/location/1';
    expect(href('+300 points')).toBe(`${at}/summary`);
    expect(href(`1 new personal best: ${name(improved)}`)).toBe(`${at}/games`);
    expect(href(`Up 1 place, now #${day.standing}`)).toBe(`${at}/leaderboard`);
    expect(href(`1 top score lost: ${name(held)}`)).toBe(`${at}/games`);
    expect(href('Passed you: Homebody')).toBe('/friends');
    expect(href('You passed: Traveller')).toBe('/friends');
    // The figures it compared with stay the baseline for the rest of this visit.
    expect($visitMemory.get()?.previous?.at).toBe(then.at);
  });

  it('offline, shows the lines the device last showed, as of then, each still a link', async () => {
    const { day, scores, me } = dayOf('Rival', 1);
    // The visit before, an hour ago, 300 points lower.
    const then = visitFigures({ ...day, nameKey: 'rival', scores }, {}, Date.now() - 3_600_000);
    $visitMemory.set({ previous: undefined, latest: { ...then, totalScore: day.totalScore - 300 } });
    const online = render(<SinceLastVisit me={me} day={day} followed={[]} />);
    await waitFor(async () => expect(within(await region()).getByText('+300 points')).toBeTruthy());
    online.unmount();
    const asked = api.stub.calls().length;

    // The server cannot be reached: the card's day comes from the device, as of its time.
    render(<SinceLastVisit me={me} day={{ ...day, asOf: Date.now() - 60_000 }} followed={[]} />);
    const block = await region();
    await waitFor(() => expect(within(block).getByText(/· as of /)).toBeTruthy());
    expect(within(block).getByRole('link', { name: '+300 points' }).getAttribute('href')).toBe(
      '/player/Rival/location/1/summary',
    );
    expect(within(block).queryByText(/ago/)).toBeNull();
    // Nothing asked of the server.
    expect(api.stub.calls()).toHaveLength(asked);
  });

  it('offline with nothing kept, says the block shows again once online', async () => {
    const { day, me } = dayOf('Homebody', 1);
    localStorage.setItem('lastVisitLines', '');
    render(<SinceLastVisit me={me} day={{ ...day, asOf: Date.now() }} followed={[]} />);
    const block = await region();
    await waitFor(() =>
      expect(within(block).getByText('Shown again once the site can be reached.')).toBeTruthy(),
    );
  });
});
