import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { publicOrigin } from '../../src/server/public-origin';
import './client-address';
import { meta } from './public-markup';
import { pageSite } from './site';

/**
 * What a chat application's crawler reads of a shared page, as the server draws it (what the
 * end-to-end share spec asserted of the pages' tags): the link preview (an absolute card image the
 * API draws as a 1200 x 630 PNG, the page's public address, its feeds), and the address and title
 * the page's Share button is handed. The button's three ways of sharing are its island's tests
 * (tests/islands/share-button.test.tsx) and the e2e share spec's, in a browser.
 */
const site = pageSite();

/** The site's public address (PUBLIC_ORIGIN, else where the server listens), as previews carry it. */
const origin = () => publicOrigin(site.site().runtime.config);

/** GETs one of the site's absolute addresses from the in-process API, as a crawler would fetch it. */
async function fetchAbsolute(url: string): Promise<Response> {
  expect(url.startsWith(`${origin()}/`), url).toBe(true);
  return site.site().api.app.request(url.slice(origin().length));
}

/** A PNG's width and height (big-endian at bytes 16 and 20). */
async function pngSize(res: Response): Promise<[number, number]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const png = new DataView(await res.arrayBuffer());
  return [png.getUint32(16), png.getUint32(20)];
}

/**
 * An island's props as the markup hands them to its script: Astro writes each value as
 * [kind, value] (0 a value or an object of such pairs, 1 an array of them).
 */
function islandProps(document: Document, component: string): Record<string, unknown> {
  const island = document.querySelector(`astro-island[component-export="${component}"]`);
  expect(island, component).not.toBeNull();
  const decode = (pair: unknown): unknown => {
    const [kind, value] = pair as [number, unknown];
    if (kind === 1) return (value as unknown[]).map(decode);
    if (kind === 0 && value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
    return value;
  };
  const raw = JSON.parse(island?.getAttribute('props') ?? '{}') as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, decode(v)]));
}

describe('link previews of shared pages', () => {
  it("a summary's: its card is an absolute PNG of 1200 x 630, its feeds answer, and Share hands its title and address", async () => {
    const leader = await site.worldLeader();
    const path = playerPath(leader.name, leader.locationId);
    const { status, document } = await site.open(path);
    expect(status).toBe(200);
    const image = meta(document, 'og:image') ?? '';
    expect(image.startsWith(`${origin()}/api/cards/player/`)).toBe(true);
    expect(meta(document, 'twitter:image')).toBe(image);
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    expect(meta(document, 'og:image:width')).toBe('1200');
    expect(meta(document, 'og:image:height')).toBe('630');
    expect(meta(document, 'og:type')).toBe('profile');
    expect(meta(document, 'og:url')).toBe(`${origin()}${path}`);
    expect(meta(document, 'og:title')).toContain(leader.name);
    expect(meta(document, 'og:description')).toMatch(/^Total [\d,]+ · #1 of [\d,]+ at .+ · rank \d+$/);
    // What a chat's crawler does next: fetch the image from outside the page.
    expect(await pngSize(await fetchAbsolute(image))).toEqual([1200, 630]);
    const feeds = [...document.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')];
    expect(feeds).toHaveLength(2);
    for (const feed of feeds) {
      const res = await fetchAbsolute(feed.getAttribute('href') ?? '');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    }
    // The Share button (in the summary's island) shares what the preview shows.
    expect(islandProps(document, 'SummaryView').share).toEqual({
      title: meta(document, 'og:title'),
      url: meta(document, 'og:url'),
    });
  });

  it("a venue board's in the player area: the board's card, and the public board's address, which Share hands on", async () => {
    const leader = await site.worldLeader();
    const { status, document } = await site.open(playerPath(leader.name, leader.locationId, 'leaderboard'));
    expect(status).toBe(200);
    const image = meta(document, 'og:image') ?? '';
    expect(image).toBe(`${origin()}/api/cards/location/${leader.locationId}/card.png`);
    expect(meta(document, 'og:description')).toMatch(/^The .+ leaderboard: #1 /);
    // The page is kept once for the venue's every player: it shares the public board, no one's path.
    expect(meta(document, 'og:url')).toBe(`${origin()}/leaderboards/${leader.locationId}`);
    expect(await pngSize(await fetchAbsolute(image))).toEqual([1200, 630]);
    // (With the style scope Astro hands a component of the page.)
    expect(islandProps(document, 'ShareButton')).toMatchObject({
      title: meta(document, 'og:title'),
      url: meta(document, 'og:url'),
    });
  });

  it("a level board's: the player's card, with the level's record and the player's place on it", async () => {
    const leader = await site.worldLeader();
    const data = (await site.read(
      `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
    )) as PlayerData;
    const played = data.scores.find((s) => s.highScore > 0);
    if (!played) throw new Error('the world leader has played nothing');
    const { status, document } = await site.open(
      levelBoardPath(leader.name, leader.locationId, played.gameId, played.levelId + 1),
    );
    expect(status).toBe(200);
    const image = meta(document, 'og:image') ?? '';
    expect(image.startsWith(`${origin()}/api/cards/player/`)).toBe(true);
    const description = meta(document, 'og:description') ?? '';
    expect(description).toMatch(/^Record: .+, [\d,]+\. /);
    expect(description).toContain(`${leader.name}: #`);
    expect(await pngSize(await fetchAbsolute(image))).toEqual([1200, 630]);
  });

  it("a games page's: the player's card, at the games page's own address", async () => {
    const leader = await site.worldLeader();
    const path = playerPath(leader.name, leader.locationId, 'games');
    const { status, document } = await site.open(path);
    expect(status).toBe(200);
    const image = meta(document, 'og:image') ?? '';
    expect(image.startsWith(`${origin()}/api/cards/player/`)).toBe(true);
    expect(meta(document, 'og:url')).toBe(`${origin()}${path}`);
    expect(meta(document, 'og:title')).toContain(leader.name);
    expect(meta(document, 'og:description')).toMatch(/^Total [\d,]+ · #1 of [\d,]+ at .+ · rank \d+$/);
    expect(await pngSize(await fetchAbsolute(image))).toEqual([1200, 630]);
  });

  it("the landing's: the site and what it is for, with no card (it has none of its own); one main", async () => {
    const { status, document } = await site.open('/');
    expect(status).toBe(200);
    expect(meta(document, 'og:title')).toBe(site.site().runtime.config.siteName);
    expect(meta(document, 'og:description')).toBe(
      "Look up any player's scores, leaderboards and league teams.",
    );
    expect(meta(document, 'og:url')).toBe(`${origin()}/`);
    expect(meta(document, 'og:type')).toBe('website');
    expect(meta(document, 'twitter:card')).toBe('summary');
    expect(meta(document, 'og:image')).toBeUndefined();
    // Both UI variants are drawn, one hidden by the style sheet: one main element holds both.
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelector('main')?.id).toBe('main');
  });
});
