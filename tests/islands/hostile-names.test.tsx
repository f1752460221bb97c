import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/client/api';
import { routes } from '../../src/contract/routes';
import type { Team } from '../../src/contract/schemas/league';
import { DEFAULT_SEASON } from '../../src/domain/constants';
import { leagueIndex } from '../../src/domain/teams';
import { ComparePanel } from '../../src/islands/games/ComparePanel';
import { LeagueView } from '../../src/islands/league/LeagueView';
import { jsonDataText, readJsonData } from '../../src/islands/shared/json-data';
import { SummaryView } from '../../src/islands/summary/SummaryView';
import { $compare, clearComparisons } from '../../src/stores/compare';
import { HOSTILE_NAMES } from '../support/hostile-names';
import { VENUES } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

/**
 * League teams and their rosters come from the league's own records, not from players typing at a
 * venue, but they are still text from outside: they must render as text, never as markup.
 */
const venue = VENUES[0] ?? { id: 1, name: 'Leeds Grid', city: 'Leeds' };

/** A team of this season at the first venue, as the API lists it. */
const team = (id: number, name: string, players: string[]): Team => ({
  id,
  name,
  location: venue.name,
  locationId: venue.id,
  division: 1,
  season: DEFAULT_SEASON,
  players,
  teamSize: players.length,
  finalPlacement: null,
});

/** An ordinary team, and one per hostile name with a roster of that name and its number. */
const TEAMS: Team[] = [
  team(1, 'Laser Llamas', ['Traveller', 'Homebody']),
  ...HOSTILE_NAMES.map((name, i) => team(i + 2, name, [`${name} ${i}`])),
];

const api = stubApiPerTest((stub) => stub.on('teams', () => TEAMS));

/** The league teams as the islands' client reads them from the API. */
const fetchTeams = () => callApi(routes.teams, {});

describe('hostile team and roster names', () => {
  it('come back from the API unchanged and show as plain text in the league directory', async () => {
    const teams = await fetchTeams();
    expect(api.stub.calls('teams')).toHaveLength(1);
    // Over HTTP and back through JSON, not a character of them changed.
    expect(teams).toEqual(TEAMS);
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      expect(teams.map((t) => t.name)).toContain(name);
      expect(teams.flatMap((t) => t.players)).toContain(`${name} ${i}`);
    }

    const { container } = render(
      <LeagueView index={leagueIndex(teams, DEFAULT_SEASON)} teams={() => teams} />,
    );
    for (const name of HOSTILE_NAMES)
      expect(screen.getAllByText(name, { exact: false }).length).toBeGreaterThan(0);
    // Nothing in the names became an element or an attribute.
    expect(container.querySelectorAll('script, img[src="x"], iframe')).toHaveLength(0);
    expect(container.innerHTML).not.toContain('<script');
  });

  it('travel in the page’s data block intact: no name closes the block or adds an element', async () => {
    const teams = await fetchTeams();
    // As the league page writes it, parsed as a browser parses the page.
    document.body.innerHTML = `<script type="application/json" id="teams">${jsonDataText(teams)}</script><p id="after"></p>`;
    try {
      expect(document.body.children).toHaveLength(2);
      expect(readJsonData<Team[]>('teams', [])).toEqual(teams);
    } finally {
      document.body.innerHTML = '';
    }
  });
});

/** Every text node holding `text` sits inside an element that isolates it (<bdi>). */
function expectIsolated(container: HTMLElement, text: string) {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  let found = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.includes(text)) continue;
    found++;
    expect(node.parentElement?.closest('bdi'), `"${node.parentElement?.outerHTML}"`).not.toBeNull();
  }
  expect(found).toBeGreaterThan(0);
}

describe('right-to-left overrides in names', () => {
  const override = 'abc\u202etxt.exe';

  it('are isolated wherever the summary shows a venue, team or teammate name, so nothing around them turns', () => {
    const figures = {
      playerRank: 1,
      standing: 2,
      totalScore: 3,
      maximumScore: 4,
      yearlyRank: 5,
      yearlyScore: 6,
      levelsPlayed: 7,
      totalLevelCount: 8,
      topScores: 9,
    };
    const team = {
      season: 2,
      name: override,
      location: override,
      locationId: 1,
      division: 1,
      players: [override],
      finalPlacement: null,
    };
    const { container } = render(
      <SummaryView
        playerName={override}
        locationId={1}
        locationName={override}
        figures={figures}
        cached={null}
        teams={[team, { ...team, season: 1 }]}
        exportHref="/x"
      />,
    );
    expectIsolated(container, override);
    // The label is the venue's name, isolated, then the word.
    const label = screen.getByText((_, el) => el?.tagName === 'DT' && el.textContent === `${override} Score`);
    expect(label.firstElementChild?.tagName).toBe('BDI');
    expect(label.firstElementChild?.textContent).toBe(override);
  });

  it('are isolated in the explanation of a name that cannot be compared', () => {
    $compare.setKey('notCompared', [{ name: override, venues: [{ id: 2, name: `${override}2` }] }]);
    const { container } = render(
      <ComparePanel playerName="Ace" locationId={1} locations={[{ id: 1, name: 'Leeds', city: 'Leeds' }]} />,
    );
    expectIsolated(container, override);
    expect(container.querySelector('.compare-panel__problems p')?.textContent).toBe(
      `${override} plays at ${override}2 — compare there`,
    );
    clearComparisons();
  });

  it('are isolated in the league directory', async () => {
    const teams = (await fetchTeams()).map((t) => ({
      ...t,
      name: `${t.name}${override}`,
    }));
    const { container } = render(
      <LeagueView index={leagueIndex(teams, DEFAULT_SEASON)} teams={() => teams} />,
    );
    expectIsolated(container, override);
  });
});
