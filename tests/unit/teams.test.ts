import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterTeams } from '../../src/domain/teams';

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
