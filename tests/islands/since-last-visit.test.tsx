import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelKey, type VisitFigures } from '../../src/domain/since-last-visit';
import { SinceLastVisit } from '../../src/islands/search/SinceLastVisit';
import { $visitMemory } from '../../src/stores/last-visit';
import type { MyDay } from '../../src/stores/my-day';
import { playerData, stubTheWorld } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

const api = stubApiPerTest((stub) => stubTheWorld(stub));

/** "Me"'s day as the landing loads it, from the stub world's player data. */
function dayOf(name: string, locationId: number): MyDay {
  const data = playerData(name, locationId);
  if (!data) throw new Error(`no ${name}`);
  const { playerName, locationName: venue, totalScore, standing, scores } = data;
  return { playerName, locationId, venue, line: '', totalScore, standing, scores };
}

const region = () => screen.findByRole('region', { name: /Since your last visit/ });

beforeEach(() => {
  localStorage.setItem('lastVisit', '');
  $visitMemory.set(undefined);
});

describe('"Since your last visit"', () => {
  it('on a first visit says what it will show, and keeps the figures for next time', async () => {
    const day = dayOf('Homebody', 1);
    render(<SinceLastVisit day={day} followed={[]} />);
    await waitFor(async () =>
      expect(
        within(await region()).getByText('Next time, what changed since this visit shows here.'),
      ).toBeTruthy(),
    );
    expect($visitMemory.get()?.latest).toMatchObject({ nameKey: 'homebody', totalScore: day.totalScore });
    expect(api.stub.calls('playerData')).toEqual([]);
  });

  it('tells the points, bests, places and tops since the visit before, and who passed whom, each line a link', async () => {
    // Rival's last visit, two hours ago: lower, a level worse, a top since lost, ahead of Homebody.
    const day = dayOf('Rival', 1);
    const [improved] = day.scores;
    const held = day.scores.find((s) => s.highScore < s.topScore);
    if (!improved || !held) throw new Error('no levels');
    const then: VisitFigures = {
      nameKey: 'rival',
      locationId: 1,
      at: Date.now() - 2 * 3_600_000,
      totalScore: day.totalScore - 300,
      standing: day.standing + 1,
      bests: Object.fromEntries(
        day.scores.map((s) => [
          levelKey(s.gameId, s.levelId),
          s === improved ? s.highScore - 300 : s.highScore,
        ]),
      ),
      tops: [levelKey(held.gameId, held.levelId)],
      // Traveller was a little ahead of Rival then.
      friends: { Homebody: 0, Traveller: day.totalScore - 100 },
    };
    $visitMemory.set({ previous: undefined, latest: then });
    render(<SinceLastVisit day={day} followed={['Homebody', 'Traveller']} />);
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
});
