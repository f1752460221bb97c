import { describe, expect, it } from 'vitest';
import { PLAYS_AT, SEARCH_A_PLAYER } from '../../src/domain/messages';
import { playerPath } from '../../src/domain/paths';
import { venuesOf } from '../support/chain-lookups';
import { pageSite } from './site';

const site = pageSite();

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The page's search box: a form of its own that searches from the start page, with or without a script. */
function searchBox(document: Document) {
  const form = document.querySelector('search form');
  const input = form?.querySelector('input[name="search"]');
  return {
    label: text(document.querySelector(`label[for="${input?.id}"]`)),
    action: form?.getAttribute('action'),
    method: form?.getAttribute('method'),
  };
}

/** Errors lead somewhere (following the links and searching: phone-errors.spec.ts). */
describe('errors lead somewhere', () => {
  it("'No player was found' lists the venues the player plays at, each a link to the same screen there", async () => {
    const player = await site.playerWithVenues({ count: 1 });
    const home = player.venues[0];
    if (!home) throw new Error('no venue');
    const other = (await venuesOf(site.read)).find((v) => v.id !== home.id);
    if (!other) throw new Error('one venue only');
    for (const screen of ['summary', 'games'] as const) {
      const { status, document } = await site.open(playerPath(player.name, other.id, screen));
      expect(status).toBe(404);
      // The spec's words stay as they are; the way out follows them.
      expect(text(document.querySelector('[role="alert"]'))).toBe('Error: No player was found.');
      const elsewhere = document.querySelector('section.elsewhere');
      expect(text(document.getElementById(elsewhere?.getAttribute('aria-labelledby') ?? ''))).toBe(
        `${player.name} ${PLAYS_AT}`,
      );
      const links = [...(elsewhere?.querySelectorAll('a') ?? [])];
      expect(links.map((a) => [text(a), a.getAttribute('href')])).toEqual([
        [home.name, playerPath(player.name, home.id, screen)],
      ]);
    }
  });

  it('nobody of that name: the error alone, no venue list, and the search box', async () => {
    const { status, document } = await site.open(playerPath('Nobody-By-This-Name-123', 1));
    expect(status).toBe(404);
    expect(text(document.querySelector('[role="alert"]'))).toBe('Error: No player was found.');
    expect(document.querySelector('.elsewhere')).toBeNull();
    expect(searchBox(document)).toEqual({ label: SEARCH_A_PLAYER, action: '/', method: 'get' });
  });

  it('a page not found has the search box', async () => {
    const { status, document } = await site.open('/no/such/page');
    expect(status).toBe(404);
    expect(text(document.querySelector('h1'))).toBe('Page not found');
    expect(searchBox(document)).toEqual({ label: SEARCH_A_PLAYER, action: '/', method: 'get' });
  });
});
