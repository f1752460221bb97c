import { describe, expect, it } from 'vitest';
import { placeOnBoard } from '../../src/domain/day-change';
import {
  decodeMe,
  decodeRecentPlayers,
  notMe,
  type RememberedPlayer,
  whoIsMe,
  withRecentPlayer,
} from '../../src/domain/remembered-players';

const at = (name: string, locationId = 1, venue = 'Leeds'): RememberedPlayer => ({ name, locationId, venue });
const names = (list: readonly RememberedPlayer[]) => list.map((p) => p.name);

describe('the recent players', () => {
  it('puts the latest look-up first, once per name (its newest venue), and keeps eight', () => {
    let list: RememberedPlayer[] = [];
    for (const name of ['Ace', 'Bo', 'Cy']) list = withRecentPlayer(list, at(name));
    expect(names(list)).toEqual(['Cy', 'Bo', 'Ace']);
    // The same player by the site's name key ('ace ' is Ace), now at another venue: moved up, not added.
    list = withRecentPlayer(list, at('ACE ', 2, 'York'));
    expect(list).toEqual([at('ACE ', 2, 'York'), at('Cy'), at('Bo')]);
    for (const name of ['D', 'E', 'F', 'G', 'H', 'I', 'J']) list = withRecentPlayer(list, at(name));
    expect(names(list)).toEqual(['J', 'I', 'H', 'G', 'F', 'E', 'D', 'ACE ']);
  });

  it('reads back what it stored', () => {
    const list = [at('Zoë', 3, 'York'), at('Ace')];
    expect(decodeRecentPlayers(JSON.stringify(list))).toEqual(list);
  });

  it('reads garbage as no players, and drops the entries that are not players', () => {
    for (const raw of [null, undefined, '', 'not json', '{"a":1}', '42', 'null', '"Ace"'])
      expect(decodeRecentPlayers(raw)).toEqual([]);
    const stored = [
      at('Ace'),
      { name: 'x'.repeat(65), locationId: 1, venue: 'Leeds' },
      { name: '   ', locationId: 1 },
      { name: 'Bo', locationId: '1' },
      { name: 'Cy', locationId: 0 },
      { name: 'Di', locationId: 1.5 },
      { name: 'ace', locationId: 2, venue: 'York' },
      null,
      'Ace',
      { name: 'Ed', locationId: 4, venue: 7 },
    ];
    // A venue that is not text is dropped, not the player; a repeated name keeps its first entry.
    expect(decodeRecentPlayers(JSON.stringify(stored))).toEqual([at('Ace'), at('Ed', 4, '')]);
  });

  it('keeps at most eight of a longer stored list', () => {
    const stored = Array.from({ length: 20 }, (_, i) => at(`P${i}`));
    expect(names(decodeRecentPlayers(JSON.stringify(stored)))).toEqual(names(stored.slice(0, 8)));
  });
});

describe('"me"', () => {
  it('reads back a player, or "not me", and anything else as nothing', () => {
    expect(decodeMe(JSON.stringify({ kind: 'me', player: at('Ace') }))).toEqual({
      kind: 'me',
      player: at('Ace'),
    });
    expect(decodeMe(JSON.stringify(notMe(' Ace')))).toEqual({ kind: 'not-me', nameKey: 'ace' });
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      '{"kind":"me"}',
      '{"kind":"me","player":{"name":"Ace"}}',
      '{"kind":"x"}',
    ])
      expect(decodeMe(raw)).toBeUndefined();
  });

  it("is the device's player first, else the account's claimed one, unless the device said not them", () => {
    const account = at('Ace', 2, '');
    expect(whoIsMe(undefined, undefined)).toBeUndefined();
    expect(whoIsMe(undefined, account)).toEqual(account);
    expect(whoIsMe({ kind: 'me', player: at('Bo') }, account)).toEqual(at('Bo'));
    expect(whoIsMe(notMe('ACE'), account)).toBeUndefined();
    // "Not me" said of another player leaves the account's.
    expect(whoIsMe(notMe('Bo'), account)).toEqual(account);
  });
});

describe("a player's place on a board, for the day line", () => {
  const today = [
    { players: 'Bo', rank: 1, positionDifference: 0, isNew: false },
    { players: 'Ace', rank: 2, positionDifference: 3, isNew: false },
  ];
  it('is their row by the name key, or none below the board', () => {
    expect(placeOnBoard(today, 'ace ')).toEqual({ rank: 2, positionDifference: 3, isNew: false });
    expect(placeOnBoard(today, 'Cy')).toBeUndefined();
  });
});
