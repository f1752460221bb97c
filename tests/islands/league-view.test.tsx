import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Team } from '../../src/contract/schemas/league';
import { leagueIndex } from '../../src/domain/teams';
import { LeagueIsland } from '../../src/islands/league/LeagueIsland';
import { LeagueView } from '../../src/islands/league/LeagueView';
import { jsonDataText } from '../../src/islands/shared/json-data';

const team = (id: number, name: string, season: number, division: number, players: string[]): Team => ({
  id,
  name,
  location: 'Leeds',
  locationId: 3,
  division,
  season,
  players,
  teamSize: players.length,
  finalPlacement: null,
});
const teams = [
  team(1, 'Laser Llamas', 2, 1, ['Ace', 'Bolt', 'Comet']),
  team(2, 'Neon Ninjas', 2, 2, ['Dash', 'Echo', 'Frost', 'Glitch']),
  team(3, 'Iron Otters', 1, 1, ['Havoc', 'Ion', 'Jade']),
];
const index = leagueIndex(teams, 2);
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.league__team')?.textContent);

describe('LeagueView with the table the server drew', () => {
  it('shows the server’s table without reading the teams, until a filter moves', async () => {
    const read = vi.fn(() => teams);
    render(
      <LeagueView index={index} teams={read}>
        <div data-testid="server-table">the server's table</div>
      </LeagueView>,
    );
    expect(screen.getByTestId('server-table')).toBeTruthy();
    expect(screen.getByText('2 teams')).toBeTruthy();
    expect(read).not.toHaveBeenCalled();

    fireEvent.change(screen.getByPlaceholderText('Filter team or player...'), { target: { value: 'echo' } });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('server-table')).toBeNull();
    expect(rowNames()).toEqual(['Neon Ninjas']);
    expect(screen.getByText('1 team')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Filter team or player...'), { target: { value: '' } });
    expect(await screen.findByTestId('server-table')).toBeTruthy();
    expect(screen.getByText('2 teams')).toBeTruthy();
  });

  it('lists each season’s divisions, and drops a division the new season lacks', () => {
    render(<LeagueView index={index} teams={() => teams} />);
    const division = screen.getByLabelText('Division') as HTMLSelectElement;
    expect([...division.options].map((o) => o.text)).toEqual(['All', 'Division 1', 'Division 2']);
    fireEvent.change(division, { target: { value: '2' } });
    expect(rowNames()).toEqual(['Neon Ninjas']);

    fireEvent.change(screen.getByLabelText('Season'), { target: { value: '1' } });
    expect(division.value).toBe('');
    expect([...division.options].map((o) => o.text)).toEqual(['All', 'Division 1']);
    expect(rowNames()).toEqual(['Iron Otters']);
  });

  it('says so when no team matches', () => {
    render(<LeagueView index={index} teams={() => teams} />);
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    expect(screen.getByText('0 teams')).toBeTruthy();
    expect(screen.getByText('No team matches these filters.')).toBeTruthy();
  });
});

describe('LeagueIsland', () => {
  it('reads the teams from the page’s data block once a filter needs them', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'league-teams-test';
    block.textContent = jsonDataText(teams);
    document.body.append(block);
    try {
      render(
        <LeagueIsland index={index} teamsFrom="league-teams-test">
          <div data-testid="server-table">the server's table</div>
        </LeagueIsland>,
      );
      fireEvent.click(screen.getByRole('radio', { name: '4' }));
      expect(rowNames()).toEqual(['Neon Ninjas']);
      const link = screen.getByRole('link', { name: /Glitch/ });
      expect(link.getAttribute('href')).toBe('/player/Glitch/location/3/summary');
    } finally {
      block.remove();
    }
  });
});
