import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../src/contract/schemas/leaderboards';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelName } from '../../src/domain/figure-context';
import { playerPath } from '../../src/domain/paths';
import { publicOrigin } from '../../src/server/public-origin';
import { testConfig } from '../api/harness';
import { links, meta, named, text } from './public-markup';
import { pageSite } from './site';

/**
 * The public pages, no player name needed, as the server draws them (what the end-to-end
 * public-pages spec asserted of their markup): the world board with its venue switcher, a venue's
 * board, an unknown venue's 404, the league, and the movers a climb puts on a venue's board. The
 * links followed between them, the widths and the filter at work are the e2e journey's
 * (tests/e2e/public-pages.spec.ts).
 */
const TOKEN = 'public-boards-token';
// A climb far past a level's top is imported as it is (the e2e server's setting too).
const site = pageSite({ config: testConfig({ INGEST_TOKEN: TOKEN, HOLD_IMPLAUSIBLE_SCORES: 'false' }) });

type Venue = { id: number; name: string };
const venues = async () => (await site.read('/api/activate/locations')) as Venue[];
const board = async (scope: string | number) =>
  (await site.read(`/api/leaderboards/${scope}`)) as Leaderboard;

/** The board's rows, and the site bar's and switcher's links. */
function boardParts(document: Document) {
  return {
    rows: [...document.querySelectorAll('table.leaderboard tbody tr')],
    switcher: named(document, 'nav', 'Leaderboards'),
    siteBar: named(document, 'nav', 'Site'),
  };
}

/** The links of `nav` marked as the current page. */
const current = (nav: Element | undefined) =>
  [...(nav?.querySelectorAll('a[aria-current="page"]') ?? [])].map((a) => text(a));

describe('the public boards', () => {
  it('the world board lists the chain with no one highlighted; its switcher offers every venue, the world current', async () => {
    const world = await board('world');
    const all = await venues();
    const { status, document } = await site.open('/leaderboards');
    expect(status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe('World Leaderboard');
    expect(document.title).toMatch(/^World Leaderboard · /);
    const { rows, switcher, siteBar } = boardParts(document);
    expect(rows).toHaveLength(world.today.length);
    const first = world.today[0];
    expect(text(rows[0]?.querySelector('a'))).toBe(first?.players);
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe(
      playerPath(first?.players ?? '', first?.locationId ?? 0),
    );
    // Nobody's row is marked in the markup (the browser's journey checks no script marks one).
    expect(document.querySelectorAll('tr.is-current, tr[aria-current]')).toHaveLength(0);
    expect(named(document, 'section[data-movers]', "Today's movers")).toBeDefined();
    expect(links(switcher)).toEqual([
      ['World', '/leaderboards'],
      ...all.map((v): [string, string] => [v.name, `/leaderboards/${v.id}`]),
    ]);
    expect(current(switcher)).toEqual(['World']);
    // The site bar: every section, the boards' marked.
    expect(links(siteBar)).toEqual([
      ['Leaderboards', '/leaderboards'],
      ['League', '/league'],
      ['Friends', '/friends'],
      ['Search', '/'],
    ]);
    expect(current(siteBar)).toEqual(['Leaderboards']);
  });

  it("a venue's board: its heading, the venue current in the switcher, its rows leading to the players' summaries, and its card for link previews", async () => {
    const venue = (await venues())[1] as Venue;
    const today = (await board(venue.id)).today;
    const { status, document } = await site.open(`/leaderboards/${venue.id}`);
    expect(status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe(`${venue.name} Leaderboard`);
    const { rows, switcher } = boardParts(document);
    expect(current(switcher)).toEqual([venue.name]);
    expect(rows).toHaveLength(today.length);
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual(
      today.map((e) => playerPath(e.players, venue.id)),
    );
    const origin = publicOrigin(site.site().runtime.config);
    expect(meta(document, 'og:image')).toBe(`${origin}/api/cards/location/${venue.id}/card.png`);
    expect(meta(document, 'og:url')).toBe(`${origin}/leaderboards/${venue.id}`);
  });

  it('an unknown venue is a 404 that says so, with the player search and a link to the world board', async () => {
    for (const path of ['/leaderboards/999999', '/leaderboards/leeds']) {
      const { status, document } = await site.open(path);
      expect(status, path).toBe(404);
      expect(text(document.querySelector('[role="alert"]')), path).toBe('Error: Location not found.');
      // The search: a box labelled for what it does, sent to the landing as a plain form.
      const box = document.querySelector('search form[action="/"] input[name="search"]');
      expect(text(document.querySelector(`label[for="${box?.id}"]`)), path).toBe('Search for a player');
      const world = [...document.querySelectorAll('main a')].find(
        (a) => text(a) === 'See the world leaderboard',
      );
      expect(world?.getAttribute('href'), path).toBe('/leaderboards');
    }
  });

  it("a climb and a level top beaten show among the venue's movers", async () => {
    const venue = (await venues())[0] as Venue;
    const before = (await board(venue.id)).today;
    // A player low on the board climbs past the 26th.
    const climber = before.slice(50).find((e) => !e.isNew);
    const target = before[25];
    if (!climber || !target) throw new Error(`${venue.name}'s board is too short`);
    const data = (await site.read(
      `/api/activate/players/player/${encodeURIComponent(climber.players)}/location/${venue.id}`,
    )) as PlayerData;
    const level = data.scores[0];
    if (!level) throw new Error(`${climber.players} has no level at ${venue.name}`);
    const record = {
      player: climber.players,
      location: data.locationName,
      room: level.roomName,
      game: level.gameName,
      level: level.levelId,
      score: level.highScore + target.local_score - climber.local_score + 500,
      playedAt: new Date().toISOString(),
    };
    const res = await site.site().api.app.request('/api/ingest', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
      body: JSON.stringify(record),
    });
    expect(res.status).toBe(200);
    const after = (await board(venue.id)).today.find((e) => e.players === climber.players);
    if (!after) throw new Error(`${climber.players} left the board`);

    const { document } = await site.open(`/leaderboards/${venue.id}`);
    const movers = named(document, 'section[data-movers]', "Today's movers");
    const row = [...(movers?.querySelectorAll('[data-movers-list="climbers"] li') ?? [])].find(
      (li) => text(li.querySelector('a')) === climber.players,
    );
    // '▲ +31up 31 since yesterday to #24': the climb since yesterday, to the place now.
    const [, gained, rank] = /\+(\d+)up \d+ since yesterday to #(\d+)/.exec(text(row)) ?? [];
    expect(Number(gained)).toBe(after.positionDifference);
    expect(Number(gained)).toBeGreaterThan(20);
    expect(Number(rank)).toBe(after.rank);
    expect(Number(rank)).toBeLessThan(climber.rank);
    // The level the climb was made on is a top beaten today, by the climber.
    const tops = [...(movers?.querySelectorAll('[data-movers-list="tops"] li') ?? [])].filter((li) =>
      text(li).includes(levelName(record.game, record.level)),
    );
    expect(tops).toHaveLength(1);
    expect(text(tops[0]?.querySelector('a'))).toBe(climber.players);
  });
});

describe('the public league', () => {
  it('lists the teams with the filter, League current in the site bar', async () => {
    const { status, document } = await site.open('/league');
    expect(status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe('AGL Teams');
    expect(document.querySelectorAll('table tbody tr').length).toBeGreaterThan(1);
    expect(document.querySelector('input[placeholder="Filter team or player..."]')).not.toBeNull();
    expect(current(named(document, 'nav', 'Site'))).toEqual(['League']);
  });
});
