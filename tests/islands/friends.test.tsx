import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerGlance } from '../../src/contract/schemas/friends';
import { XSRF_COOKIE } from '../../src/contract/security';
import { splitNames } from '../../src/domain/friends';
import { BoardFriends } from '../../src/islands/friends/BoardFriends';
import { FriendsList } from '../../src/islands/friends/FriendsList';
import { LevelFriends } from '../../src/islands/friends/LevelFriends';
import { ComparePanel } from '../../src/islands/games/ComparePanel';
import { BeatThem } from '../../src/islands/summary/BeatThem';
import { FollowButton } from '../../src/islands/summary/FollowButton';
import { FriendsToBeat } from '../../src/islands/summary/FriendsToBeat';
import { notFound } from '../../src/server/http/errors';
import { $accountMe, $followed, $meOnDevice } from '../../src/stores/remembered-players';
import type { StubApi } from '../support/stub-api';
import { VENUES } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

const LEEDS = { locationId: 1, locationName: 'Leeds Grid' };
const YORK = { locationId: 2, locationName: 'York Strike' };
const HULL = { locationId: 3, locationName: 'Hull Press' };

/** Each player's figures at their venues, as the glance answers them. */
const FIGURES: Record<string, PlayerGlance['venues']> = {
  Traveller: [
    { ...LEEDS, totalScore: 52_000, standing: 2, gainedToday: 1_000, gainedMonth: 4_000, gainedYear: 9_000 },
    { ...YORK, totalScore: 24_500, standing: 1, gainedToday: 0, gainedMonth: 0, gainedYear: 24_500 },
  ],
  Homebody: [
    { ...LEEDS, totalScore: 51_000, standing: 3, gainedToday: 0, gainedMonth: 7_500, gainedYear: 8_000 },
  ],
  Rival: [{ ...LEEDS, totalScore: 60_000, standing: 1, gainedToday: 2_500, gainedMonth: 0, gainedYear: 0 }],
  Faraway: [{ ...HULL, totalScore: 9_000, standing: 1, gainedToday: 0, gainedMonth: 0, gainedYear: 9_000 }],
};

function stubFriends(stub: StubApi): void {
  stub.on('playersGlance', ({ query }) => ({
    players: splitNames(query.names).map((name) => ({
      playerName: name,
      found: name in FIGURES,
      venues: FIGURES[name] ?? [],
    })),
  }));
}

const api = stubApiPerTest(stubFriends);

beforeEach(() => {
  // happy-dom refuses to delete a key its storage does not hold: one is put there for the store.
  localStorage.setItem('myPlayer', '');
  localStorage.setItem('followedAccount', '');
  $meOnDevice.set(undefined);
  $accountMe.set(undefined);
  $followed.set([]);
});
afterEach(() => {
  Reflect.set(document, 'cookie', `${XSRF_COOKIE}=; max-age=0; path=/`);
});

describe("the summary's Follow", () => {
  it('follows and unfollows on the device, and is not offered on "me"\'s own summary', async () => {
    const { unmount } = render(<FollowButton playerName="Rival" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(JSON.parse(localStorage.getItem('followedPlayers') ?? '')).toEqual(['Rival']);
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(JSON.parse(localStorage.getItem('followedPlayers') ?? '')).toEqual([]);
    // Anonymous: the account is never asked.
    expect(api.stub.calls().filter((c) => c.endpoint !== 'playersGlance')).toEqual([]);
    unmount();
    $meOnDevice.set({ kind: 'me', player: { name: 'Rival', locationId: 1, venue: 'Leeds Grid' } });
    render(<FollowButton playerName="rival" />);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('logged in, writes the account too', async () => {
    Reflect.set(document, 'cookie', `${XSRF_COOKIE}=token; path=/`);
    let held: string[] = [];
    api.stub
      .on('followedPlayers', () => ({ userId: 7, names: held }))
      .on('followPlayers', ({ body }) => {
        held = [...held, ...body.names.filter((n) => !held.includes(n))];
        return { userId: 7, names: held };
      })
      .on('unfollowPlayer', ({ params }) => {
        held = held.filter((n) => n !== params.playerName);
        return { userId: 7, names: held };
      });
    render(<FollowButton playerName="Rival" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(held).toEqual(['Rival']));
    fireEvent.click(await screen.findByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(held).toEqual([]));
    expect($followed.get()).toEqual([]);
  });
});

describe("the account's list and the device's", () => {
  it('are merged at the first login seen on the device, after which the account counts', async () => {
    Reflect.set(document, 'cookie', `${XSRF_COOKIE}=token; path=/`);
    let held = ['Homebody'];
    api.stub
      .on('followedPlayers', () => ({ userId: 7, names: held }))
      .on('followPlayers', ({ body }) => {
        held = [...held, ...body.names.filter((n) => !held.includes(n))];
        return { userId: 7, names: held };
      });
    localStorage.setItem('followedPlayers', JSON.stringify(['Rival']));
    // Each page load runs the stores afresh.
    vi.resetModules();
    const first = await import('../../src/stores/remembered-players');
    await first.syncFollowed();
    expect(held).toEqual(['Homebody', 'Rival']);
    expect(first.$followed.get()).toEqual(['Homebody', 'Rival']);
    // Unfollowed on another device: the next page here takes the account's list.
    held = ['Rival'];
    vi.resetModules();
    const second = await import('../../src/stores/remembered-players');
    await second.syncFollowed();
    expect(second.$followed.get()).toEqual(['Rival']);
    expect(api.stub.calls('followPlayers')).toHaveLength(1);
    // Logged out, the device forgets which account it merged: the next login merges again.
    Reflect.set(document, 'cookie', `${XSRF_COOKIE}=; max-age=0; path=/`);
    vi.resetModules();
    const third = await import('../../src/stores/remembered-players');
    await third.syncFollowed();
    expect(localStorage.getItem('followedAccount')).toBeNull();
  });
});

describe('the Friends page', () => {
  it('explains how to follow somebody when nobody is followed', async () => {
    render(<FriendsList />);
    expect(await screen.findByText("You don't follow anyone yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for a player' }).getAttribute('href')).toBe('/');
    expect(api.stub.calls('playersGlance')).toEqual([]);
  });

  it("lists every friend's venues with the total, today's change and place, from one request", async () => {
    $followed.set(['Traveller', 'Faraway', 'Gone Player']);
    render(<FriendsList />);
    const list = await screen.findByRole('list', { name: 'Friends' });
    const traveller = await within(list).findByRole('table', { name: 'Traveller at each venue' });
    const rows = within(traveller).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Leeds Grid52,000.*1,000.*#2$/),
      expect.stringMatching(/^York Strike24,500.*#1$/),
    ]);
    expect(within(list).getByText('No player has this name any more.')).toBeTruthy();
    expect(api.stub.calls('playersGlance')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Unfollow Faraway' }));
    await waitFor(() => expect(within(list).queryByText('Faraway')).toBeNull());
  });

  it("over a period past, each venue's total at yesterday's close or what the month gained", async () => {
    $followed.set(['Traveller']);
    const { unmount } = render(<FriendsList period="yesterday" />);
    let table = await screen.findByRole('table', { name: 'Traveller at each venue' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['VenueTotal at close', 'Leeds Grid51,000', 'York Strike24,500']);
    unmount();
    render(<FriendsList period="month" />);
    table = await screen.findByRole('table', { name: 'Traveller at each venue' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['VenueGained this month', 'Leeds Grid4,000', 'York Strike0']);
  });

  it('says so when the figures cannot be read', async () => {
    api.stub.failAll(503);
    $followed.set(['Traveller']);
    render(<FriendsList />);
    expect((await screen.findByRole('alert')).textContent).toContain("Your friends' figures are unavailable");
  });
});

describe("a board's Friends view", () => {
  it('ranks "me" and the players followed by their totals at the venue; who has none there is named', async () => {
    $meOnDevice.set({ kind: 'me', player: { name: 'Homebody', locationId: 1, venue: 'Leeds Grid' } });
    $followed.set(['Traveller', 'Rival', 'Faraway']);
    render(<BoardFriends locationId={1} />);
    const table = await screen.findByRole('table', { name: 'Your friends on this board' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Rival', '#1', expect.stringContaining('2,500'), expect.stringMatching(/^60,000/)],
      ['2', 'Traveller', '#2', expect.stringContaining('1,000'), expect.stringMatching(/^52,000/)],
      ['3', 'Homebody (you)', '#3', expect.any(String), expect.stringMatching(/^51,000/)],
    ]);
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/Not on this board/).textContent).toBe('Not on this board: Faraway.');
    // One request for all of them.
    expect(api.stub.calls('playersGlance')).toHaveLength(1);
  });

  it('over the month: ranked by the points each gained there; who gained none is named', async () => {
    $meOnDevice.set({ kind: 'me', player: { name: 'Homebody', locationId: 1, venue: 'Leeds Grid' } });
    $followed.set(['Traveller', 'Rival']);
    render(<BoardFriends locationId={1} period="month" />);
    const table = await screen.findByRole('table', { name: 'Your friends on this board' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['#NamePoints gained', '1Homebody (you)7,500', '2Traveller4,000']);
    expect(screen.getByText(/Nothing gained yet/).textContent).toBe('Nothing gained yet: Rival.');
  });

  it("on a level: each one's place and best, ranked; who never played it is named", async () => {
    $followed.set(['Traveller', 'Homebody']);
    api.stub.on('levelBoardPlayers', ({ query }) => ({
      players: splitNames(query.names).map((name) =>
        name === 'Traveller'
          ? {
              playerName: name,
              played: true as const,
              position: 4,
              score: 3000,
              achievedAt: '2026-01-01T00:00:00Z',
              gainedToday: 100,
            }
          : { playerName: name, played: false as const },
      ),
    }));
    render(<LevelFriends locationId={1} gameId={11} level={1} />);
    const table = await screen.findByRole('table', { name: 'Your friends on this level' });
    const cells = within(table).getAllByRole('row')[1]?.querySelectorAll('td');
    expect([...(cells ?? [])].map((c) => c.textContent)).toEqual([
      '1',
      'Traveller',
      '#4',
      expect.stringContaining('100'),
      expect.stringMatching(/^3,000/),
    ]);
    expect(screen.getByText(/Not played here yet/).textContent).toBe('Not played here yet: Homebody.');
    expect(api.stub.calls('levelBoardPlayers')[0]?.params).toEqual({ locationId: 1, gameId: 11, level: 1 });
  });

  it('explains how to follow somebody when there is nobody to show', async () => {
    render(<BoardFriends />);
    expect(await screen.findByText("You don't follow anyone yet.")).toBeTruthy();
  });
});

describe("compare's name box", () => {
  it('offers "me" and the players followed before anything is typed, but not the page\'s own player', async () => {
    $meOnDevice.set({ kind: 'me', player: { name: 'Homebody', locationId: 1, venue: 'Leeds Grid' } });
    $followed.set(['Rival', 'Traveller']);
    const { container, getByLabelText } = render(
      <ComparePanel playerName="Rival" locationId={1} locations={VENUES} />,
    );
    const options = () =>
      [...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    await waitFor(() => expect(options()).toEqual(['Homebody', 'Traveller']));
    // Typing asks the venue's players instead.
    api.stub.on('suggestPlayers', () => [{ name: 'Faraway', locations: [{ id: 3, name: 'Hull Press' }] }]);
    fireEvent.change(getByLabelText('Players (separate names with ;)'), { target: { value: 'far' } });
    await waitFor(() => expect(options()).toEqual(['Faraway']));
  });
});

describe("a friend's summary, head to head", () => {
  const duel = (gameName: string, levelId: number, mine: number, theirs: number) => ({
    gameId: 11,
    gameName,
    levelId,
    mine,
    theirs,
    gap: Math.abs(mine - theirs),
  });

  it('lists where they are just ahead of me and where I am, each level to its board; nothing on my own summary', async () => {
    $meOnDevice.set({ kind: 'me', player: { name: 'Homebody', locationId: 1, venue: 'Leeds Grid' } });
    api.stub.on('headToHead', ({ params }) => ({
      playerName: params.playerName,
      otherName: params.otherName,
      locationId: params.locationId,
      theyLead: [duel('Flash Mines', 4, 3_000, 3_120)],
      iLead: [],
      theyLeadCount: 1,
      iLeadCount: 0,
    }));
    const { unmount } = render(<BeatThem playerName="Rival" locationId={1} />);
    const card = within(await screen.findByRole('region', { name: 'You against Rival' }));
    const ahead = card.getByRole('heading', {
      name: 'Levels where Rival is just ahead of you',
    }).parentElement;
    expect(ahead?.querySelector('li')?.textContent).toBe('Flash Mines L5 by 120 (3,120 to 3,000)');
    expect(card.getByRole('link', { name: 'Flash Mines L5' }).getAttribute('href')).toBe('level/11/5');
    expect(card.getByText('None yet.')).toBeTruthy();
    expect(api.stub.calls('headToHead')[0]?.params).toEqual({
      playerName: 'Homebody',
      locationId: 1,
      otherName: 'Rival',
    });
    unmount();
    render(<BeatThem playerName="Homebody" locationId={1} />);
    expect(screen.queryByRole('region', { name: /^You against/ })).toBeNull();
    expect(api.stub.calls('headToHead')).toHaveLength(1);
  });

  it('shows nothing when "me" has no score at the venue', async () => {
    $meOnDevice.set({ kind: 'me', player: { name: 'Faraway', locationId: 3, venue: 'Hull Press' } });
    api.stub.on('headToHead', () => {
      throw notFound('No player found.');
    });
    render(<BeatThem playerName="Rival" locationId={1} />);
    await waitFor(() => expect(api.stub.calls('headToHead')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /^You against/ })).toBeNull();
  });
});

describe("What to play next's friends to beat", () => {
  it('on my own summary, lists each friend closest ahead of me on a level, the smallest gap first', async () => {
    $meOnDevice.set({ kind: 'me', player: { name: 'Homebody', locationId: 1, venue: 'Leeds Grid' } });
    $followed.set(['Rival', 'Traveller', 'Faraway']);
    const lead: Record<string, number> = { Rival: 120, Traveller: 40 };
    api.stub.on('headToHead', ({ params }) => {
      if (params.otherName === 'Faraway') throw notFound('No player found.');
      const gap = lead[params.otherName] ?? 0;
      return {
        playerName: params.playerName,
        otherName: params.otherName,
        locationId: params.locationId,
        theyLead: [
          { gameId: 11, gameName: 'Flash Mines', levelId: 4, mine: 3_000, theirs: 3_000 + gap, gap },
        ],
        iLead: [],
        theyLeadCount: 1,
        iLeadCount: 0,
      };
    });
    const { unmount } = render(<FriendsToBeat playerName="Homebody" locationId={1} />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Beat Traveller by 41 on Flash Mines L5 (3,040 to your 3,000)',
      'Beat Rival by 121 on Flash Mines L5 (3,120 to your 3,000)',
    ]);
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/player/Homebody/location/1/level/11/5?from=play-next',
    );
    unmount();
    // Another player's summary: not mine to beat from.
    render(<FriendsToBeat playerName="Rival" locationId={1} />);
    expect(screen.queryByRole('heading', { name: 'Friends to beat' })).toBeNull();
  });
});
