import { describe, expect, it } from 'vitest';
import type { PlayerHistory } from '../../src/contract/schemas/history';
import type { Leaderboard } from '../../src/contract/schemas/leaderboards';
import type { CachedProfiles, PlayerData } from '../../src/contract/schemas/players';
import { playerSearchPath } from '../../src/domain/back-path';
import { dayChangeLine } from '../../src/domain/day-change';
import { formatNumber } from '../../src/domain/format';
import { playerPath } from '../../src/domain/paths';
import { pageSite, SEEDED_NAMES } from './site';

const site = pageSite();

/** A name set apart by first-strong isolate and pop-directional isolate, as titles show names. */
const isolated = (text: string) => `\u2068${text}\u2069`;
/** An element's text with its runs of white space made one space, trimmed. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const playerApi = (name: string, locationId: number) =>
  `/api/activate/players/player/${encodeURIComponent(name)}/location/${locationId}`;

/** The summary's line (its <div class="summary__line">) whose label is exactly `label`. */
function summaryLine(document: Document, label: string): Element | undefined {
  return [...document.querySelectorAll('.summary__line')].find(
    (line) => text(line.querySelector('dt')) === label,
  );
}

/** A seeded player nobody tracks at `venue`, among `names` (their venue id is `locationId`). */
async function untracked(names: string[], locationId: number, venue: string): Promise<string | undefined> {
  for (const name of names) {
    const answer = (await site.read(`${playerApi(name, locationId)}/cached-profiles`)) as
      | CachedProfiles
      | undefined;
    if (answer && !answer.cachedProfiles[venue]) return name;
  }
  return undefined;
}

describe("a player's summary", () => {
  it('explains Rank and Leaderboard Rank and puts the position in context; its title names player and venue', async () => {
    const leader = await site.worldLeader();
    const venue = await site.venueName(leader.locationId);
    const { status, document } = await site.open(playerPath(leader.name, leader.locationId));
    expect(status).toBe(200);
    // The texts the product fixes stay as they are.
    expect(document.querySelector('h1')?.textContent?.trim()).toBe(`${leader.name} Summary`);
    expect(document.querySelector('.summary__rank-label')?.textContent).toMatch(/^Rank \d+$/);
    expect(document.body.textContent).toContain(`One rank for every 25,000 points of your ${venue} score`);
    const standing = summaryLine(document, 'Leaderboard Rank');
    expect(standing?.querySelector('.summary__meaning')?.textContent).toMatch(
      new RegExp(`^#1 of [\\d,]+ at ${venue}\\. Your place on the ${venue} leaderboard\\.$`),
    );
    expect(document.title).toBe(`${isolated(leader.name)} Summary at ${isolated(venue)} · Arcade Stats`);
  });

  it('shows the six figures, the tracked state, the rank badge and the league line', async () => {
    const leader = await site.worldLeader();
    const venue = await site.venueName(leader.locationId);
    const { document } = await site.open(playerPath(leader.name, leader.locationId));
    expect(text(document.querySelector('.summary__actions'))).toContain('Profile Being Tracked');
    const labels = [...document.querySelectorAll('.summary__line dt')].map(text);
    expect(labels).toEqual([
      'Leaderboard Rank',
      `${venue} Score`,
      'Yearly Leaderboard Rank',
      'Yearly Score',
      'Levels',
      'Top scores',
    ]);
    expect(text(summaryLine(document, 'Leaderboard Rank')?.querySelector('.summary__value'))).toBe('1');
    const badge = document.querySelector('.summary__hero svg[role="img"]');
    expect(badge?.getAttribute('aria-label')).toMatch(/^Rank \d+/);
    // Tracked: every line carries a difference marker (spelled out for screen readers).
    const markers = document.querySelectorAll('.summary__line .difference');
    expect(markers).toHaveLength(6);
    for (const marker of markers) expect(text(marker.querySelector('.visually-hidden'))).not.toBe('');
    // The venue chip leads to the start page's venue choice, this venue marked as the one left.
    const chip = document.querySelector('a.venue-chip');
    expect(text(chip)).toBe(`${venue}Switch location`);
    expect(chip?.getAttribute('href')).toBe(playerSearchPath(leader.name, leader.locationId));
    // The scores export, named by the server (the download itself is the browser's: newer-ui.spec.ts).
    const exportLink = [...document.querySelectorAll('a')].find((a) => text(a) === 'Export Data');
    expect(exportLink?.getAttribute('href')).toBe(
      `/players/exportData/${encodeURIComponent(leader.name)}?locationId=${leader.locationId}`,
    );
    expect(exportLink?.hasAttribute('download')).toBe(true);
  });

  it('offers how to start tracking on an untracked profile', async () => {
    const player = await site.playerWithVenues({ count: 1 });
    const venue = player.venues[0] ?? { id: 0, name: '' };
    const name = await untracked([player.name, ...SEEDED_NAMES], venue.id, venue.name);
    if (!name) throw new Error('Nobody is untracked');
    const { document } = await site.open(playerPath(name, venue.id));
    // The button the island opens its explanation from (its keyboard: tracked-indicator.test.tsx).
    const pill = [...document.querySelectorAll('button')].find(
      (b) =>
        text(b) === 'Profile Not Being Tracked' ||
        b.getAttribute('aria-label') === 'Profile Not Being Tracked',
    );
    expect(pill).toBeDefined();
    expect(document.querySelectorAll('.summary__line .difference')).toHaveLength(0);
  });

  it('loads nothing for a route without a venue id, and its island names the problem', async () => {
    const { status, document } = await site.open('/player/Someone/location/abc/summary');
    expect(status).toBe(400);
    expect(document.querySelector('.summary')).toBeNull();
    // The island that logs it in the browser (what it logs: player-area.test.tsx).
    const island = document.querySelector('astro-island[component-export="RouteProblem"]');
    expect(JSON.parse(island?.getAttribute('props') ?? '{}')).toMatchObject({
      problem: [0, 'Missing location id'],
    });
  });

  it('shows under the shield the way to the next rank, and beside the position its percentiles', async () => {
    const leader = await site.worldLeader();
    const venue = await site.venueName(leader.locationId);
    const { document } = await site.open(playerPath(leader.name, leader.locationId));
    const words = text(document.querySelector('.rank-progress__text'));
    expect(words).toMatch(/^Rank \d+ → \d+: \d{1,2}%, [\d,]+ points? to go$|^Rank \d+: Highest rank$/);
    if (!words.includes('Highest rank')) {
      const bar = document.querySelector('[role="progressbar"]');
      expect(bar?.getAttribute('aria-valuenow')).toBe(/: (\d+)%/.exec(words)?.[1]);
    }
    // The world's leader leads their venue and the chain: the top 1% of the chain, and of the
    // venue's players as many as there are (one in 78 is the top 2%).
    const players = Number(
      /^#1 of ([\d,]+) at /
        .exec(text(summaryLine(document, 'Leaderboard Rank')?.querySelector('.summary__meaning')))?.[1]
        ?.replace(/,/g, ''),
    );
    expect(players).toBeGreaterThan(1);
    expect(text(document.querySelector('.standing-percentiles'))).toBe(
      `top ${Math.ceil(100 / players)}% at ${venue}, top 1% of the chain`,
    );
  });

  it('shows the AGL history as a table and as cards (which shows is the width’s: phone-taps.spec.ts)', async () => {
    const leader = await site.worldLeader();
    const data = (await site.read(playerApi(leader.name, leader.locationId))) as PlayerData;
    expect(data.aglTeams.length).toBeGreaterThan(0);
    const { document } = await site.open(playerPath(leader.name, leader.locationId));
    const history = document.querySelector('[aria-labelledby="agl-history"]');
    expect(text(history?.querySelector('h2'))).toBe('AGL History');
    expect(history?.querySelectorAll('table tr')).toHaveLength(data.aglTeams.length + 1);
    const cards = history?.querySelectorAll('.summary__history-cards > li') ?? [];
    expect(cards).toHaveLength(data.aglTeams.length);
    for (const team of data.aglTeams) {
      const card = [...cards].find((c) => text(c.querySelector('.history-card__title')) === team.name);
      const facts = [...(card?.querySelectorAll('dt') ?? [])].map(text);
      expect(facts).toEqual(['Season', 'Location', 'Division', 'Final Placement']);
    }
  });
});

describe("the summary's history", () => {
  it('is drawn on the server over the last 90 days, ends on the summary’s own figures, and has its table', async () => {
    const leader = await site.worldLeader();
    const api = `${playerApi(leader.name, leader.locationId)}/history`;
    const ninety = ((await site.read(`${api}?range=90`)) as PlayerHistory).points;
    expect(ninety.length).toBeGreaterThan(1);
    const data = (await site.read(playerApi(leader.name, leader.locationId))) as PlayerData;
    const { document } = await site.open(playerPath(leader.name, leader.locationId));
    const history = [...document.querySelectorAll('section')].find(
      (s) => text(document.getElementById(s.getAttribute('aria-labelledby') ?? '')) === 'History',
    );
    if (!history) throw new Error('no History section');
    const pressed = [...history.querySelectorAll('button[aria-pressed="true"]')].map(text);
    expect(pressed).toEqual(['90d']);
    const charts = [...history.querySelectorAll('svg[role="img"]')].map((svg) =>
      svg.getAttribute('aria-label'),
    );
    expect(charts).toEqual(['Total score by day', 'Venue position by day']);
    expect([...history.querySelectorAll('li')].map(text)).toContainEqual(
      expect.stringMatching(/^Best position #\d+ (on \d{4}-\d{2}-\d{2}|now)$/),
    );
    // The chart ends on today's figures, the summary's own, marked as now.
    expect(text(history.querySelector('.history__readout'))).toBe(
      `Now: total ${formatNumber(data.totalScore)}, position #${data.standing}`,
    );
    expect(text([...history.querySelectorAll('.history__legend')].at(-1))).toContain('now');
    // The table alternative, behind its disclosure: the closed days and now.
    const table = history.querySelector('details table');
    expect(text(history.querySelector('details > summary'))).toBe('History as a table');
    const rows = table?.querySelectorAll('tbody tr') ?? [];
    expect(rows).toHaveLength(ninety.length + 1);
    expect(text([...rows].at(-1)?.querySelector('td'))).toBe('Now');
  });
});

describe("the summary's line for the day", () => {
  it("says an untracked player's place on the board and its change since yesterday's close", async () => {
    const leader = await site.worldLeader();
    const venue = await site.venueName(leader.locationId);
    const board = (await site.read(`/api/leaderboards/${encodeURIComponent(venue)}`)) as Leaderboard;
    // Far down the board, a row that moved if there is one, of a player nobody tracks.
    const lower = board.today.slice(40);
    const candidates = [...lower.filter((e) => e.positionDifference !== 0 && !e.isNew), ...lower];
    const name = await untracked(
      candidates.map((e) => e.players),
      leader.locationId,
      venue,
    );
    const row = candidates.find((e) => e.players === name);
    if (!row) throw new Error(`${venue}'s board has no untracked player below its 40th row`);
    const { document } = await site.open(playerPath(row.players, leader.locationId));
    expect(document.body.textContent).toContain('Profile Not Being Tracked');
    const line = text(document.querySelector('.summary-day__line'));
    expect(line).toBe(dayChangeLine(row, venue, row.rank));
    expect(line).toContain(`#${row.rank} on the ${venue} board`);
  });
});

describe("a regular's insights", () => {
  it('say what to play next and what happened this week', async () => {
    const leader = await site.worldLeader();
    const { document } = await site.open(playerPath(leader.name, leader.locationId));
    // One tap from the top of the summary (where it lands, under a phone's bar: newer-ui.spec.ts).
    const jump = document.querySelector('a.summary-day__jump');
    expect(text(jump)).toBe('What to play next ↓');
    expect(jump?.getAttribute('href')).toBe('#play-next-title');
    const next = document.querySelector('section[aria-labelledby="play-next-title"]');
    expect(text(document.getElementById('play-next-title'))).toBe('What to play next');
    const items = [...(next?.querySelector('ol')?.children ?? [])];
    expect(items).toHaveLength(5);
    // Each suggestion: its kind, the level, what it adds, and why.
    const kinds: string[] = [];
    for (const item of items) {
      expect(item.tagName).toBe('LI');
      expect(text(item)).toMatch(/Crown in reach|Below par|To improve|New level/);
      expect(text(item.querySelector('.insight__gain'))).toMatch(/^\+[\d,]+$/);
      expect(text(item.querySelector('.insight__why'))).toMatch(/.+about \+[\d,]+$/);
      kinds.push(text(item.querySelector('.insight__badge')));
      // Each level is a link to its board at the venue, named by the game and the level.
      const link = item.querySelector('.insight__level a');
      const [, game, level] = /^(.+) L(\d+)$/.exec(text(link)) ?? [];
      expect(game).toBeDefined();
      expect(link?.getAttribute('href')).toMatch(
        new RegExp(
          `^${playerPath(leader.name, leader.locationId, 'games').replace(/games$/, '')}level/\\d+/${level}\\?from=play-next$`,
        ),
      );
    }
    // Played levels alongside new ones, not five never-played levels.
    expect(kinds.some((k) => k.includes('New level'))).toBe(true);
    expect(kinds.some((k) => !k.includes('New level'))).toBe(true);
    expect(text(next?.querySelector('.insight__lead'))).toContain('what players really added');
    // 'Show more' is a disclosure of the next suggestions: it opens without a script.
    const more = next?.querySelector('details');
    expect(text(more?.querySelector('summary'))).toMatch(/^Show \d+ more$/);
    expect(more?.querySelectorAll('ol > li').length).toBe(
      Number(/\d+/.exec(text(more?.querySelector('summary')))?.[0]),
    );
    const recent = document.querySelector('section[aria-labelledby="recent-title"]');
    expect(text(document.getElementById('recent-title'))).toBe('Recent');
    expect(text(recent?.querySelector('li'))).toMatch(
      /New personal best|First score|Top score taken|Top score lost/,
    );
  });
});
