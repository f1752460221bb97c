import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../../src/server/public-origin';
import { pageSite } from './site';

/**
 * A venue's TV screen as the server draws it (moved from tests/e2e/venue-screen.spec.ts): the
 * rows and panels its address asks for, whatever is typed there, the QR code of the venue's
 * public board, and the board's link to it. How it looks on a TV, follows the imports and outlives
 * its server is the end-to-end test's, and so is the 404 page of a venue that does not exist (the
 * page rewrites to /404, which the container cannot); its panels' cycling is the island test's
 * (tests/islands/venue-screen-panels.test.tsx).
 */
const site = pageSite();

const rows = (document: Document) => document.querySelectorAll('.venue-screen__row').length;
const panels = (document: Document) =>
  [...document.querySelectorAll('[aria-label="Panels"] li')].map((li) => li.textContent?.trim());

describe("a venue's screen", () => {
  it('draws a QR code of the venue’s public board, with the address in words, before any script', async () => {
    const { status, document, html } = await site.open('/venue/1/screen');
    expect(status).toBe(200);
    const boardUrl = `${publicOrigin(site.site().runtime.config)}/leaderboards/1`;
    expect(boardUrl).toMatch(/^https?:\/\/[^/]+\/leaderboards\/1$/);
    const qr = document.querySelector('.venue-screen__qr');
    expect(qr?.getAttribute('data-url')).toBe(boardUrl);
    expect(qr?.querySelector('svg')?.getAttribute('aria-label')).toBe(`QR code of ${boardUrl}`);
    expect(qr?.querySelector('svg')?.getAttribute('role')).toBe('img');
    expect(qr?.textContent).toContain('Scan for the full board');
    expect(qr?.textContent).toContain(boardUrl.replace(/^https?:\/\//, ''));
    expect(html).toContain(`data-url="${boardUrl}"`);
    expect(html).toMatch(/<svg [^>]*aria-label="QR code of [^"]+"[^>]*><rect [^>]*\/><path fill="#000" d="M/);
    // The board shows its rows at once (ten unless the address says otherwise) and every panel.
    expect(rows(document)).toBe(10);
    expect(document.querySelector('h1')?.textContent).toBe(await site.venueName(1));
    expect(document.querySelector('.venue-screen__title')?.textContent).toBe('Leaderboard');
  });

  it.each([
    ['?rows=abc&panels=nonsense', 10, ['Leaderboard', 'New top scores today', "Today's climbers"]],
    ['?rows=9999&panels=', 20, ['Leaderboard', 'New top scores today', "Today's climbers"]],
    ['?rows=2&panels=board,nonsense,tops', 5, ['Leaderboard', 'New top scores today']],
    ['?rows=15&panels=board,tops', 15, ['Leaderboard', 'New top scores today']],
  ])('%s: %i rows and the panels %j, never an error', async (query, count, named) => {
    const { status, document } = await site.open(`/venue/1/screen${query}`);
    expect(status).toBe(200);
    expect(rows(document)).toBe(count);
    expect(panels(document)).toEqual(named);
  });

  it("is linked from the venue's public board", async () => {
    const { status, document } = await site.open('/leaderboards/1');
    expect(status).toBe(200);
    const link = [...document.querySelectorAll('a')].find(
      (a) => a.textContent?.trim() === 'Open the venue screen',
    );
    expect(link?.getAttribute('href')).toBe('/venue/1/screen');
  });
});
