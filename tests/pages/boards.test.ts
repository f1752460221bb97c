import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../src/contract/schemas/leaderboards';
import type { Team } from '../../src/contract/schemas/league';
import { playerPath } from '../../src/domain/paths';
import { playerNameKey } from '../../src/domain/player-name';
import { pageSite } from './site';

const site = pageSite();

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const headers = (document: Document) =>
  [...document.querySelectorAll('table.leaderboard thead th')].map(text);
const rows = (document: Document) => [...document.querySelectorAll('table.leaderboard tbody tr')];

/** What a page's drawings refer to, and whether each reference is to exactly one element. */
function svgReferences(document: Document) {
  const counts = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]'))
    counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
  const targets: string[] = [];
  for (const use of document.querySelectorAll('use')) targets.push(use.getAttribute('href') ?? '');
  for (const element of document.querySelectorAll('svg [fill^="url("], svg [stroke^="url("]'))
    for (const attribute of ['fill', 'stroke'])
      targets.push(/^url\((#[^)]+)\)$/.exec(element.getAttribute(attribute) ?? '')?.[1] ?? '');
  return {
    repeatedIds: [...counts].filter(([, n]) => n > 1).map(([id]) => id),
    dangling: targets.filter((t) => t !== '' && (!t.startsWith('#') || !counts.has(t.slice(1)))),
    badges: document.querySelectorAll('svg.rank-badge').length,
  };
}

/**
 * A player's boards and league as the server draws them. Which columns and marks show at which
 * width, the sticky header, the rows as tap targets and the row highlighted by the page's own
 * script are the browser's (board-reading.spec.ts).
 */
describe("a player's boards", () => {
  it("ranks the venue's players, each row one link to the player, and keys the rows for the highlight", async () => {
    const leader = await site.worldLeader();
    const venue = await site.venueName(leader.locationId);
    const board = (await site.read(`/api/leaderboards/${encodeURIComponent(venue)}`)) as Leaderboard;
    const { status, document } = await site.open(playerPath(leader.name, leader.locationId, 'leaderboard'));
    expect(status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe(`${venue} Leaderboard`);
    expect(headers(document)).toEqual(['Rank badge', 'Rank', 'Name', 'Change', 'Score']);
    expect(text(document.querySelector('.leaderboard__legend'))).toBe(
      "The shield is the player's rank: one for every 25,000 points. Rank is their place on this board.",
    );
    const shown = rows(document);
    expect(shown).toHaveLength(board.today.length);
    expect(shown.length).toBeGreaterThan(5);
    shown.forEach((row, i) => {
      const entry = board.today[i];
      // One link per row, to the player's summary, and nothing else to tab to inside it.
      const links = [...row.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).toEqual([playerPath(entry?.players ?? '', leader.locationId)]);
      expect(row.querySelectorAll('button, input, select, [tabindex]')).toHaveLength(0);
      expect(row.getAttribute('data-player-key')).toBe(playerNameKey(entry?.players ?? ''));
    });
    // The menu marks the screen shown (and only it).
    const marked = [...document.querySelectorAll('nav[aria-label="Player menu"] [aria-current="page"]')].map(
      text,
    );
    expect(new Set(marked)).toEqual(new Set(['Leaderboard']));
    // The page is the same for every player of the venue: no row is marked on the server.
    expect(document.querySelectorAll('tr[aria-current]')).toHaveLength(0);
    expect(
      text(shown.find((r) => r.getAttribute('data-player-key') === playerNameKey(leader.name))),
    ).toContain(leader.name);
    // An unchanged player's place is marked twice in the markup (the Change column, and beside the
    // rank for a phone), one of them shown at each width; the score carries no mark.
    const unchanged = board.today.flatMap((e, i) =>
      e.positionDifference === 0 && e.scoreDifference === 0 ? [shown[i]] : [],
    );
    expect(unchanged.length).toBeGreaterThan(0);
    for (const row of unchanged) {
      expect(row?.querySelectorAll('.difference--same')).toHaveLength(2);
      expect(row?.querySelector('.leaderboard__rank .col-phone .difference--same')).not.toBeNull();
      expect(row?.querySelector('td.col-desktop .difference--same')).not.toBeNull();
      expect(row?.querySelector('.leaderboard__score + .difference')).toBeNull();
    }
  });

  it('draws its badges from one set of definitions: no id twice, no reference to nothing', async () => {
    const leader = await site.worldLeader();
    const { document } = await site.open(playerPath(leader.name, leader.locationId, 'leaderboard'));
    const drawings = svgReferences(document);
    expect(drawings.badges).toBeGreaterThan(1);
    expect(drawings.repeatedIds).toEqual([]);
    expect(drawings.dangling).toEqual([]);
  });

  it("adds each player's city to the world board, beside the name and in a column of its own", async () => {
    const leader = await site.worldLeader();
    const venue = await site.venueName(leader.locationId);
    const { document } = await site.open(playerPath(leader.name, leader.locationId, 'world-leaderboard'));
    expect(text(document.querySelector('h1'))).toBe('World Leaderboard');
    expect(headers(document)).toEqual([
      'Rank badge',
      'Rank',
      'Name · Location',
      'Location',
      'Change',
      'Score',
    ]);
    const first = rows(document)[0];
    expect(first?.getAttribute('data-player-key')).toBe(playerNameKey(leader.name));
    // The city, as the API and the older UI name it (under the name for a phone, a column on a desktop).
    expect(text(first?.querySelector('.leaderboard__city'))).toBe(leader.city);
    expect(text(first?.querySelector('td.col-wide'))).toBe(leader.city);
    // Where the venue is named after its city (this chain's leader's), the place names the venue.
    const places = [...(first?.querySelectorAll('bdi') ?? [])].filter((b) => text(b).includes(venue));
    expect(places.map((b) => b.closest('.col-narrow, .col-wide')?.className)).toEqual([
      'col-narrow leaderboard__city',
      'col-wide',
    ]);
  });

  it('lists the league teams of the season, its filters and the roster links that open a new tab', async () => {
    const leader = await site.worldLeader();
    const teams = (await site.read('/api/agl/teams')) as Team[];
    const seasonTwo = teams.filter((t) => t.season === 2);
    const { document } = await site.open(playerPath(leader.name, leader.locationId, 'global-league'));
    expect(text(document.querySelector('h1'))).toBe('AGL Teams');
    expect(document.body.textContent).toContain(
      "* Don't see your team here? Message Alex on Discord to have it added.",
    );
    const season = [...document.querySelectorAll('label')].find((l) => text(l).startsWith('Season'));
    expect(season?.querySelector('option[selected]')?.getAttribute('value')).toBe('2');
    const teamRows = [...document.querySelectorAll('.league__table tbody tr')];
    expect(teamRows.length).toBeGreaterThan(1);
    expect(teamRows).toHaveLength(seasonTwo.length);
    expect(text(document.querySelector('.league__count'))).toBe(`${teamRows.length} teams`);
    expect([...document.querySelectorAll('.league__table thead th')].map(text)).toEqual([
      '#',
      'Team',
      'Location',
      'Division',
      'Size',
      'Players',
    ]);
    // Each number says what it is (a phone shows each team as a card: board-reading.spec.ts).
    const cells = [...(teamRows[0]?.querySelectorAll('td') ?? [])].map(text);
    expect(cells[0]).toBe('#1');
    expect(cells[3]).toMatch(/^Division \d+$/);
    expect(cells[4]).toMatch(/^Size \d+$/);
    // The filters the island runs (league-view.test.tsx, teams.test.ts).
    const sizes = [...document.querySelectorAll('input[name="team-size"]')].map((r) =>
      r.getAttribute('value'),
    );
    expect(sizes).toEqual(['0', '3', '4', '5']);
    expect(document.querySelector('input[placeholder="Filter team or player..."]')).not.toBeNull();
    const someone = seasonTwo[0]?.players[0] ?? '';
    const link = [...document.querySelectorAll('.league__table a')].find(
      (a) => a.firstChild?.textContent === someone,
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('href')).toBe(playerPath(someone, seasonTwo[0]?.locationId ?? 0));
  });
});
