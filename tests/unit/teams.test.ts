import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterTeams, leagueIndex } from '../../src/domain/teams';

const teams = [
  { name: 'Laser Llamas', season: 2, division: 1, players: ['Ace', 'Bolt', 'Comet'] },
  { name: 'Neon Ninjas', season: 2, division: 2, players: ['Dash', 'Echo', 'Frost', 'Glitch'] },
  { name: 'Iron Otters', season: 1, division: 1, players: ['Ace', 'Havoc', 'Ion', 'Jade', 'Karma'] },
];
const all = { season: 2, division: null, teamSize: 0, text: '' };

describe('league filters', () => {
  it('keep the season exact, and all sizes and divisions by default', () => {
    expect(filterTeams(teams, all).map((t) => t.name)).toEqual(['Laser Llamas', 'Neon Ninjas']);
  });

  it('match division and team size exactly', () => {
    expect(filterTeams(teams, { ...all, division: 2 }).map((t) => t.name)).toEqual(['Neon Ninjas']);
    expect(filterTeams(teams, { ...all, teamSize: 3 }).map((t) => t.name)).toEqual(['Laser Llamas']);
    expect(filterTeams(teams, { ...all, teamSize: 5 })).toEqual([]);
  });

  it('match the text in the team name or any player, ignoring case', () => {
    expect(filterTeams(teams, { ...all, text: 'llama' }).map((t) => t.name)).toEqual(['Laser Llamas']);
    expect(filterTeams(teams, { ...all, text: ' ECHO ' }).map((t) => t.name)).toEqual(['Neon Ninjas']);
    expect(filterTeams(teams, { ...all, season: 1, text: 'ace' }).map((t) => t.name)).toEqual([
      'Iron Otters',
    ]);
  });

  it('only ever narrow the list', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.constantFrom(0, 3, 4, 5), (text, teamSize) => {
        const narrowed = filterTeams(teams, { ...all, text, teamSize });
        expect(narrowed.length).toBeLessThanOrEqual(filterTeams(teams, all).length);
      }),
    );
  });
});

describe('league index', () => {
  it('lists the seasons newest first, each season’s divisions in order and its team count', () => {
    const more = [
      ...teams,
      { name: 'Quasar Crew', season: 2, division: 1, players: ['Lux', 'Mira', 'Nova'] },
    ];
    expect(leagueIndex(more, 2)).toEqual({
      seasons: [2, 1],
      season: 2,
      divisions: { 1: [1], 2: [1, 2] },
      counts: { 1: 1, 2: 3 },
    });
  });

  it('opens on the preferred season when the league has it, else on the newest', () => {
    expect(leagueIndex(teams, 1).season).toBe(1);
    expect(leagueIndex(teams, 7).season).toBe(2);
    expect(leagueIndex([], 2)).toEqual({ seasons: [], season: 2, divisions: {}, counts: {} });
  });

  it('counts what the unfiltered season shows', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), (season) => {
        expect(leagueIndex(teams, season).counts[season]).toBe(filterTeams(teams, { ...all, season }).length);
      }),
    );
  });
});
