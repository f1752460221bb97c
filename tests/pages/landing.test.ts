import { describe, expect, it } from 'vitest';
import type { Movers } from '../../src/contract/schemas/movers';
import { playerPath } from '../../src/domain/paths';
import './client-address';
import { links, named, text } from './public-markup';
import { pageSite } from './site';

/**
 * The landing page as the server draws it (what the end-to-end search and public-pages specs
 * asserted of its markup): the title, the search box and its links, the chain's movers, a search
 * sent in the address before the island ran, and a player page's 'Did you mean' for a misspelt
 * name. What the search island does once it runs is tests/islands/'s; the journeys are e2e.
 */
const site = pageSite();

describe('the landing page', () => {
  it('names the product and its author; its search box takes the focus; Browse leads to the boards, the league and the friends', async () => {
    const { status, document } = await site.open('/');
    expect(status).toBe(200);
    // The configuration's defaults, as the end-to-end server has them.
    const h1 = document.querySelector('h1');
    expect(text(h1)).toContain('Arcade Stats');
    expect(text(h1)).toContain('by Alex');
    // The markup focuses the box before any script runs (the island keeps it so).
    const box = document.querySelector('input[name="search"][role="combobox"]');
    expect(box?.hasAttribute('autofocus')).toBe(true);
    expect(box?.getAttribute('placeholder')).toBe('Player Name');
    // The form works without its script: a plain GET to the landing.
    const form = box?.closest('form');
    expect([form?.getAttribute('action'), form?.getAttribute('method')]).toEqual(['/', 'get']);
    const browse = document.querySelector('nav[aria-label="Browse"]');
    expect(links(browse)).toEqual([
      ['Leaderboards', '/leaderboards'],
      ['League teams', '/league'],
      ['Friends', '/friends'],
    ]);
  });

  it("shows the chain's movers: one line per kind that moved, each a player's link, and a link to all of them", async () => {
    const movers = (await site.read('/api/movers')) as Movers | undefined;
    const { document } = await site.open('/');
    const section = named(document, 'section[data-movers]', "Today's movers");
    expect(section).toBeDefined();
    const all = section?.querySelector('a.movers__all');
    expect(text(all)).toBe("See all of today's movers");
    expect(all?.getAttribute('href')).toBe('/leaderboards');
    const lines = [...(section?.querySelectorAll('[data-movers-list="highlights"] li') ?? [])];
    // The seeded chain has a climb today at least.
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(text(lines[0]?.querySelector('.movers__kind'))).toBe('Biggest climb');
    for (const line of lines) expect(text(line.querySelector('a'))).toMatch(/\S/);
    // The chain's own movers, as the API answers them: the first climber leads.
    const climber = movers?.climbers[0];
    expect(climber).toBeDefined();
    expect(lines[0]?.querySelector('a')?.getAttribute('href')).toBe(
      playerPath(climber?.players ?? '', climber?.locationId ?? 0),
    );
  });

  it("answers a search sent before its script ran: one venue is sent to the player's summary", async () => {
    const one = await site.playerWithVenues({ count: 1 });
    const { status, headers } = await site.open(`/?search=${encodeURIComponent(one.name)}`);
    expect(status).toBe(303);
    expect(headers.get('location')).toBe(playerPath(one.name, one.venues[0]?.id ?? 0));
  });
});

describe("a player page's 'Did you mean'", () => {
  it('a misspelt name is a 404 that keeps its message, offers the name it meant and the search', async () => {
    const one = await site.playerWithVenues({ count: 1 });
    const venue = one.venues[0]?.id ?? 0;
    const typo = `${one.name.slice(0, -1)}${one.name.endsWith('q') ? 'x' : 'q'}`;
    const { status, document } = await site.open(playerPath(typo, venue));
    expect(status).toBe(404);
    expect(document.body.textContent).toContain('Error: No player was found.');
    const didYouMean = named(document, 'nav', 'Did you mean:');
    const meant = [...(didYouMean?.querySelectorAll('a') ?? [])].find((a) => text(a) === one.name);
    expect(meant?.getAttribute('href')).toBe(playerPath(one.name, venue));
    // The search to try another name: a plain form to the landing.
    const search = document.querySelector('search form[action="/"] input[name="search"]');
    expect(search).not.toBeNull();
  });
});
