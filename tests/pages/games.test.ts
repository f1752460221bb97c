import { describe, expect, it } from 'vitest';
import type { CachedProfiles, PlayerData } from '../../src/contract/schemas/players';
import { playerPath } from '../../src/domain/paths';
import { pageSite, SEEDED_NAMES } from './site';

const site = pageSite();

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A game's summary line: its played levels, top scores and total. */
const SUMMARY = /^\d+\/10 played · \d+ top · [\d,]+$/;

/**
 * The games page as the server draws it. Each game's table travels in a <noscript> (a browser
 * with scripts keeps it as text until the game opens: phone-games.spec.ts); the page parsed here
 * runs no script, so it reads as a browser without JavaScript shows it.
 */
describe('the games page', () => {
  it('lists every game of every room, open, with its ten levels, a summary line, and each level linked to its board', async () => {
    const leader = await site.worldLeader();
    const { status, document } = await site.open(playerPath(leader.name, leader.locationId, 'games'));
    expect(status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe('Games');
    const games = [...document.querySelectorAll('details.score-tables__game')];
    expect(games.length).toBeGreaterThan(20);
    const captions = games.map((game) => text(game.querySelector('table caption')));
    expect(captions).toContain('Flash Mines');
    for (const game of games) {
      // Open, with its table, without a script (the browser folds it by hand: phone-games.spec.ts).
      expect(game.hasAttribute('open')).toBe(true);
      expect(game.querySelectorAll(':scope > noscript table')).toHaveLength(1);
      const rows = game.querySelectorAll('tbody tr');
      expect(rows).toHaveLength(10);
      expect(text(game.querySelector('summary > :last-child'))).toMatch(SUMMARY);
      // A level's number links to its board, relative to the games page.
      const id = game.getAttribute('data-game-id');
      expect([...rows].map((row) => row.querySelector('th a')?.getAttribute('href'))).toEqual(
        Array.from({ length: 10 }, (_, i) => `level/${id}/${i + 1}`),
      );
    }
    // The totals are drawn, for the stylesheet to show when asked (newer-ui.spec.ts).
    expect(document.querySelectorAll('.score-tables tfoot')).toHaveLength(games.length);
  });

  it('gives every cell its meaning in words: a top score, the gap to the top, a level never played; no score reads 0', async () => {
    const leader = await site.worldLeader();
    const data = (await site.read(
      `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
    )) as PlayerData;
    const { document } = await site.open(playerPath(leader.name, leader.locationId, 'games'));
    const top = document.querySelector('td.cell--top');
    expect(text(top)).toMatch(/^[\d,]+ \(top score\)$/);
    expect(text(top?.querySelector('small'))).toBe('(top score)');
    const behind = document.querySelector('tbody td:not(.cell--top):not(.cell--unplayed):has(small)');
    expect(behind?.querySelector('small')?.textContent).toMatch(/^ \(\u2212[\d,]+ from the top\)$/);
    expect(behind?.querySelector('small b')).not.toBeNull();
    // The leader has levels never played (the seed leaves some to everyone).
    expect(data.scores.some((s) => s.highScore === 0)).toBe(true);
    const unplayed = document.querySelectorAll('td.cell--unplayed');
    expect(unplayed.length).toBe(data.scores.filter((s) => s.highScore === 0).length);
    for (const cell of unplayed) expect(text(cell)).toBe('not played');
    const scored = [...document.querySelectorAll('tbody td:has(small)')];
    expect(scored.filter((cell) => /^0/.test(text(cell)))).toEqual([]);
  });

  it('has a bar of its rooms, links to open and fold every game, and the controls the island starts from', async () => {
    const leader = await site.worldLeader();
    const { document } = await site.open(playerPath(leader.name, leader.locationId, 'games'));
    const bar = document.querySelector('nav[aria-label="Rooms"]');
    const rooms = [...(bar?.querySelectorAll('ul a') ?? [])];
    expect(rooms.length).toBeGreaterThan(2);
    for (const room of rooms) {
      const heading = document.getElementById(room.getAttribute('href')?.replace(/^#/, '') ?? '');
      expect(heading?.tagName).toBe('H2');
      expect(text(heading)).toBe(text(room));
    }
    // 'Open all' and 'Fold all' are links: they work without a script.
    const folds = [...(bar?.querySelectorAll('.room-bar__folds a') ?? [])].map((a) => [
      text(a),
      a.getAttribute('href'),
    ]);
    expect(folds).toEqual([
      ['Open all', '?closed='],
      ['Fold all', '?open='],
    ]);
    // The menu's rooms stay disabled.
    const menu = document.querySelector('nav[aria-label="Player menu"]');
    for (const room of ['Grid', 'Strike', 'Press']) {
      const item = [...(menu?.querySelectorAll('.side-menu__item') ?? [])].find((i) => text(i) === room);
      expect(item?.getAttribute('aria-disabled')).toBe('true');
    }
    // The switches and the filters, as the island hydrates them.
    const switches = [...document.querySelectorAll('[role="switch"]')].map(
      (s) => document.querySelector(`label[for="${s.id}"]`)?.textContent,
    );
    expect(switches).toEqual([
      'Show Total Scores',
      'Show Differences From Cached Profile',
      'Compare with yesterday',
      'Compare with other locations',
    ]);
    expect(document.querySelector('input[placeholder="Filter game..."]')).not.toBeNull();
    const chips = [...document.querySelectorAll('.level-chips button')].map((b) => [
      text(b),
      b.getAttribute('aria-pressed'),
    ]);
    expect(chips).toEqual([
      ['Not played', 'false'],
      ['Not top', 'false'],
      ['Within 5% of the top', 'false'],
      ['Improved since yesterday', 'false'],
    ]);
    const form = document.querySelector('.compare-panel form');
    const names = form?.querySelector('input');
    expect(text(document.querySelector(`label[for="${names?.id}"]`))).toBe('Players (separate names with ;)');
    expect(form?.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  it("marks a tracked player's games, and draws the changes since the tracked profile", async () => {
    // A tracked player whose total moved since the profile was kept.
    let moved: { name: string; locationId: number } | undefined;
    for (const name of SEEDED_NAMES) {
      const venues = (await site.read(`/api/activate/playerlocations/${encodeURIComponent(name)}`)) as
        | Array<{ id: number; name: string }>
        | undefined;
      for (const venue of venues ?? []) {
        const path = `/api/activate/players/player/${encodeURIComponent(name)}/location/${venue.id}`;
        const cached = ((await site.read(`${path}/cached-profiles`)) as CachedProfiles | undefined)
          ?.cachedProfiles[venue.name];
        const data = (await site.read(path)) as PlayerData | undefined;
        if (cached && data && cached.totalScore !== data.totalScore) moved = { name, locationId: venue.id };
        if (moved) break;
      }
      if (moved) break;
    }
    if (!moved) throw new Error('No tracked player has moved since their profile was kept');
    const { document } = await site.open(playerPath(moved.name, moved.locationId, 'games'));
    expect(document.querySelector('.games')?.getAttribute('data-tracked')).toBe('true');
    // Each change beside a score is a difference marker, spelled out for screen readers.
    const changes = [...document.querySelectorAll('td .level-diff')];
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes)
      expect(text(change.querySelector('.difference .visually-hidden'))).toMatch(/ since yesterday$/);
  });
});
