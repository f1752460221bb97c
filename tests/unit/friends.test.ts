import { describe, expect, it } from 'vitest';
import {
  decodeFollowed,
  distinctNames,
  FOLLOWED_MAX,
  follows,
  friendsOnBoard,
  friendsOnLevel,
  joinNames,
  meAndFollowed,
  mergeFollowed,
  rankAmongFriends,
  splitNames,
  withFollowed,
  withoutFollowed,
} from '../../src/domain/friends';

const many = (n: number, prefix = 'P') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('the followed players', () => {
  it('follows a player once by the site name key, last in the list, and unfollows them', () => {
    let list = withFollowed([], 'Ace');
    list = withFollowed(list, 'Zoë');
    expect(withFollowed(list, ' ACE ')).toEqual(['Ace', 'Zoë']);
    expect(follows(list, 'ace')).toBe(true);
    expect(follows(list, 'Bo')).toBe(false);
    expect(withoutFollowed(list, 'ZOË ')).toEqual(['Ace']);
  });

  it(`keeps at most ${FOLLOWED_MAX}: a follow past that changes nothing`, () => {
    const full = many(FOLLOWED_MAX);
    expect(withFollowed(full, 'One more')).toEqual(full);
  });

  it('reads back only valid names from the device, once each, at most the bound', () => {
    expect(decodeFollowed(JSON.stringify(['Ace', 'Zoë']))).toEqual(['Ace', 'Zoë']);
    // Anybody can edit the storage: what is not a name is dropped, a name twice is kept once.
    expect(
      decodeFollowed(
        JSON.stringify(['Ace', 7, null, '', '   ', 'a\u0000b', 'x'.repeat(65), { name: 'Bo' }, 'ace']),
      ),
    ).toEqual(['Ace']);
    expect(decodeFollowed(JSON.stringify(many(FOLLOWED_MAX + 5)))).toHaveLength(FOLLOWED_MAX);
    for (const raw of [null, undefined, '', 'not json', '{"a":1}', '"Ace"'])
      expect(decodeFollowed(raw)).toEqual([]);
  });

  it("merges the device's list and the account's as a union: the account's first, nothing lost", () => {
    expect(mergeFollowed(['Ace', 'Bo'], ['bo', 'Cy'])).toEqual(['Ace', 'Bo', 'Cy']);
    expect(mergeFollowed([], ['Cy'])).toEqual(['Cy']);
    expect(mergeFollowed(many(40, 'A'), many(40, 'D'))).toHaveLength(FOLLOWED_MAX);
  });

  it('passes names in one parameter, a line each (a name may hold a comma, never a line break)', () => {
    const names = ['Smith, Jo', 'Zoë', ' zoë '];
    expect(splitNames(joinNames(names))).toEqual(['Smith, Jo', 'Zoë']);
    expect(distinctNames(['', 'Ace', 'ace', 'Bo'], 1)).toEqual(['Ace']);
  });

  it('puts "me" first among the players a friends view shows, once', () => {
    expect(meAndFollowed('Bo', ['Ace', 'BO'])).toEqual(['Bo', 'Ace']);
    expect(meAndFollowed(undefined, ['Ace'])).toEqual(['Ace']);
  });
});

describe("a board's friends view", () => {
  it('ranks among themselves by score, ties sharing a place and in name order', () => {
    const ranked = rankAmongFriends([
      { playerName: 'Cy', score: 10 },
      { playerName: 'Ace', score: 30 },
      { playerName: 'Bo', score: 10 },
    ]);
    expect(ranked.map((r) => [r.place, r.playerName])).toEqual([
      [1, 'Ace'],
      [2, 'Bo'],
      [2, 'Cy'],
    ]);
  });

  const venue = (
    locationId: number,
    totalScore: number,
    gainedToday = 0,
    gainedMonth = 0,
    gainedYear = 0,
  ) => ({
    locationId,
    locationName: `Venue ${locationId}`,
    totalScore,
    standing: 100 - totalScore,
    gainedToday,
    gainedMonth,
    gainedYear,
  });
  const glances = [
    { playerName: 'Ace', venues: [venue(1, 50, 0, 30, 45), venue(2, 20, 5, 0, 20)] },
    { playerName: 'Bo', venues: [venue(2, 60, 10, 12, 40)] },
    { playerName: 'Cy', venues: [] },
  ];

  it("on a venue's board: each one's total there; who has none there is named apart", () => {
    const { rows, absent } = friendsOnBoard(glances, 2, 'ace');
    expect(rows.map((r) => [r.place, r.playerName, r.score, r.gainedToday, r.standing, r.isMe])).toEqual([
      [1, 'Bo', 60, 10, 40, false],
      [2, 'Ace', 20, 5, 80, true],
    ]);
    expect(absent).toEqual(['Cy']);
  });

  it("on the world's: every venue's total is a row, as on the world board", () => {
    const { rows, absent } = friendsOnBoard(glances, undefined, undefined);
    expect(rows.map((r) => [r.place, r.playerName, r.locationId])).toEqual([
      [1, 'Bo', 2],
      [2, 'Ace', 1],
      [3, 'Ace', 2],
    ]);
    expect(absent).toEqual(['Cy']);
  });

  it("over yesterday: the totals at its close, today's gains taken off", () => {
    const { rows } = friendsOnBoard(glances, 2, 'ace', 'yesterday');
    expect(rows.map((r) => [r.place, r.playerName, r.score])).toEqual([
      [1, 'Bo', 50],
      [2, 'Ace', 15],
    ]);
  });

  it('over the month and the year: the points gained; who gained none is named apart', () => {
    const month = friendsOnBoard(glances, 2, undefined, 'month');
    expect(month.rows.map((r) => [r.place, r.playerName, r.score])).toEqual([[1, 'Bo', 12]]);
    expect(month.absent).toEqual(['Ace', 'Cy']);
    const year = friendsOnBoard(glances, undefined, undefined, 'year');
    expect(year.rows.map((r) => [r.place, r.playerName, r.locationId, r.score])).toEqual([
      [1, 'Ace', 1, 45],
      [2, 'Bo', 2, 40],
      [3, 'Ace', 2, 20],
    ]);
    expect(year.absent).toEqual(['Cy']);
  });

  it("on a level's: who played it, ranked by their best; who has not, apart", () => {
    const { rows, absent } = friendsOnLevel(
      [
        { playerName: 'Ace', played: true, position: 9, score: 100, gainedToday: 0 },
        { playerName: 'Bo', played: false },
        { playerName: 'Cy', played: true, position: 2, score: 900, gainedToday: 300 },
      ],
      'Ace',
    );
    expect(rows.map((r) => [r.place, r.playerName, r.position, r.isMe])).toEqual([
      [1, 'Cy', 2, false],
      [2, 'Ace', 9, true],
    ]);
    expect(absent).toEqual(['Bo']);
  });
});
