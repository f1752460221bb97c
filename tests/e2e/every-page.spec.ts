/**
 * Why a browser: what only a running page shows. Every main page of both UIs hydrates without a
 * word in the browser's console; axe-core audits the page as drawn and hydrated; the layout is
 * measured at nine widths (boxes, scroll widths, what is visible); the scripts a visitor downloads
 * are weighed; the landing's type-ahead is audited open.
 *
 * Every main page of both UIs, opened once per width: it hydrates without a word in the browser's
 * console (no hydration mismatch, which React logs as an error and redraws the island, no
 * warning, no error, no uncaught exception), and axe-core finds no serious or critical violation
 * on it (every rule runs, none is excluded).
 *
 * At the desktop's 1280 px every page is audited; on the same load, the screens of the layout
 * walk are then resized through the nine widths from 320 to 1920 px (layout-walk.ts), and the
 * five main pages of the newer UI have their scripts weighed against their budgets (js-budget.ts).
 * At the phone's 390 px, the pages whose scripts measure the width (a player's pages: the side
 * menu becomes a drawer; the games fold) are read for their console, as they hydrate differently
 * there; and axe audits the pages whose phone layout has parts of its own: the menu drawer and
 * its button, the games folded under their summary lines, the boards' narrow columns, the older
 * UI's phone header. The other pages only restack at that width, by their style sheets alone,
 * which changes neither what their scripts say nor any rule's outcome but the tap targets', and
 * those are measured by phone-taps.spec.ts.
 *
 * The pages are walked in one browser page per group (a page loaded in an open browser page costs
 * about a third of one in a new context): the first page of a walk is a first visit, the others
 * are loaded as a visitor browsing the site gets them, with the service worker in control. Each
 * page's findings are compared on their own (soft, naming the page and its address), so one
 * page's failure neither hides nor stops the others'.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, useOldUI } from './classic';
import { followRequests, gotoReady, hydrateEverything } from './hydration';
import { type BudgetedPage, countScripts, expectWithinBudget, type ScriptsMeasured } from './js-budget';
import { type LayoutChecks, walkWidths } from './layout-walk';
import { worldLeader } from './players';

const BLOCKING = new Set(['serious', 'critical']);

type Leader = Awaited<ReturnType<typeof worldLeader>>;

/** A page to check: where it is (for the world board's leader), and what is checked on it. */
interface MainPage {
  label: string;
  path: (leader: Leader, request: APIRequestContext) => string | Promise<string>;
  /** Its scripts measure the width (a player's pages): read for its console at phone width too. */
  measuresWidth?: boolean;
  /** Its phone layout has parts of its own: opened and audited at phone width. */
  phoneAudit?: boolean;
  /** Before opening it (the landing's Daily Visits block wants a searched and a compared row). */
  prepare?: (request: APIRequestContext, leader: Leader) => Promise<void>;
  /** A screen of the layout walk (at 1280 px, after the audit): what it checks besides the width. */
  layout?: LayoutChecks;
  /** What is on screen once it shows its content (the older UI's screens load theirs after hydrating). */
  shows?: string;
  /** Its scripts are weighed against this page's budget (at 1280 px). */
  budget?: BudgetedPage;
  /** After its own checks, on the same load (the landing's type-ahead). */
  andThen?: (page: Page) => Promise<void>;
}

const at = (screen: Parameters<typeof playerPath>[2]) => (leader: Leader) =>
  playerPath(leader.name, leader.locationId, screen);
const classicAt = (screen: string) => (leader: Leader) => classicUrl(leader.name, leader.locationId, screen);

/** A level the leader has played, as its board's address. */
async function playedLevelBoard(leader: Leader, request: APIRequestContext): Promise<string> {
  const data = (await (
    await request.get(
      `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
    )
  ).json()) as PlayerData;
  const played = data.scores.find((s) => s.highScore > 0);
  return levelBoardPath(leader.name, leader.locationId, played?.gameId ?? 0, (played?.levelId ?? 0) + 1);
}

/** The landing's type-ahead, open, and with 'Did you mean': no serious or critical violation. */
async function auditTypeAhead(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Player Name' });
  await box.fill('zoe');
  await page.getByRole('option').first().waitFor();
  await box.press('ArrowDown');
  const open = await blockingViolations(page);
  await box.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Did you mean:').waitFor();
  const meant = await blockingViolations(page);
  expect.soft({ typeAhead: page.url(), open, meant }).toEqual({ typeAhead: page.url(), open: [], meant: [] });
}

const PLAYER_CHROME: LayoutChecks = { chrome: true };
const PLAYER_BOARD: LayoutChecks = { chrome: true, board: true };
const OLD_SHOWS = '.player-screen__title';

/** A player's pages in the newer UI: the heaviest, and those whose scripts measure the width. */
const PLAYER_PAGES: MainPage[] = [
  // The leader is tracked in the demo seed: the summary and games show the changes since the snapshot.
  { label: 'summary', path: at('summary'), phoneAudit: true, layout: PLAYER_CHROME, budget: 'summary' },
  { label: 'games', path: at('games'), phoneAudit: true, layout: PLAYER_CHROME, budget: 'games' },
  { label: 'games, filtered', path: (l) => `${at('games')(l)}?closed=&show=not-top`, measuresWidth: true },
  { label: "a level's board, the player's row highlighted", path: playedLevelBoard, measuresWidth: true },
  {
    label: 'venue leaderboard',
    path: at('leaderboard'),
    phoneAudit: true,
    layout: PLAYER_BOARD,
    budget: 'leaderboard',
  },
  { label: 'world leaderboard', path: at('world-leaderboard'), measuresWidth: true, layout: PLAYER_BOARD },
  {
    label: 'league',
    path: at('global-league'),
    measuresWidth: true,
    layout: PLAYER_CHROME,
    budget: 'league',
  },
  {
    label: 'a player at a venue where they do not play',
    path: (l) => playerPath(l.name, 999_999),
    measuresWidth: true,
  },
  // The error, 'Did you mean', the search box.
  {
    label: 'a player name nobody has',
    path: (l) => playerPath(`${l.name}qz`, l.locationId),
    measuresWidth: true,
  },
];

/** The landing, the public boards, the games and the other pages of the newer UI. */
const SITE_PAGES: MainPage[] = [
  // First in its walk, as a first visit: see the note on the maze below.
  { label: 'laser maze', path: () => '/maze' },
  {
    label: 'landing, with Daily Visits',
    path: () => '/',
    phoneAudit: true,
    layout: {},
    budget: 'landing',
    andThen: auditTypeAhead,
    prepare: async (request, leader) => {
      await request.get(`/api/activate/playerlocations/${encodeURIComponent(leader.name)}`);
      await request.get(
        `/data/locations/${leader.locationId}/processed-compareplayers/${encodeURIComponent(leader.name)}`,
      );
    },
  },
  { label: 'strategy game', path: () => '/strategy/1' },
  { label: 'mini tournament', path: () => '/mini-tournament' },
  { label: 'demo board', path: () => '/toc' },
  { label: 'challenges', path: () => '/challenges' },
  { label: "the venue's TV screen", path: (l) => `/venue/${l.locationId}/screen` },
  { label: 'a page that does not exist', path: () => '/no/such/page' },
  { label: 'public boards', path: () => '/leaderboards', layout: {} },
  {
    label: "a venue's public board",
    path: (l) => `/leaderboards/${l.locationId}`,
    phoneAudit: true,
    layout: {},
  },
  { label: 'public league', path: () => '/league', layout: {} },
  { label: 'a public board that does not exist', path: () => '/leaderboards/999999' },
];

/** Every main page of the older UI (its flag set before the first). */
const OLD_UI_PAGES: MainPage[] = [
  { label: 'older UI: lookup', path: () => '/', layout: {} },
  { label: 'older UI: summary', path: classicAt('summary'), phoneAudit: true, layout: {}, shows: OLD_SHOWS },
  { label: 'older UI: games', path: classicAt('games'), phoneAudit: true, layout: {}, shows: OLD_SHOWS },
  { label: 'older UI: leaderboard', path: classicAt('leaderboard'), layout: {}, shows: OLD_SHOWS },
  {
    label: 'older UI: world leaderboard',
    path: classicAt('world-leaderboard'),
    layout: {},
    shows: OLD_SHOWS,
  },
  { label: 'older UI: badges', path: classicAt('badges'), layout: {}, shows: OLD_SHOWS },
  { label: 'older UI: strategy game', path: () => '/strategy/1' },
  { label: 'older UI: a page that does not exist', path: () => '/no/such/page' },
];

/** Chromium's own line for a document answered 404, which a not-found page is on purpose. */
const OWN_404 = /^Failed to load resource: the server responded with a status of 404\b/;

/**
 * Opens the page and reads what it said in the console (warnings and errors) and threw while it
 * loaded and hydrated, the browser's note that the page itself was a 404 aside. `loaded` runs
 * once the islands in view have hydrated and their requests are done, before the rest are scrolled to.
 */
async function silentlyOpened(page: Page, url: string, loaded?: () => Promise<void>): Promise<string[]> {
  const said: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const itself =
      new URL(message.location().url || 'about:blank', page.url()).pathname === new URL(page.url()).pathname;
    if (itself && OWN_404.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      said.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => said.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  const requests = followRequests(page);
  await gotoReady(page, url);
  if (loaded) {
    await requests.settled();
    await loaded();
  }
  // Islands that hydrate once seen (below the fold on a phone) are scrolled to; then the first
  // API calls of every island have had their turn.
  await hydrateEverything(page);
  await requests.settled();
  requests.stop();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return said;
}

async function blockingViolations(page: Page): Promise<string[]> {
  // Legacy mode (below) audits no frame's content: a page that gains one needs the default mode.
  expect(page.frames(), 'a page with frames needs axe outside legacy mode').toHaveLength(1);
  // Only violations are wanted: axe then stops collecting every node that passed (a games page
  // has thousands). Legacy mode runs axe in the page in one call; the default runs it per frame
  // and carries every frame's partial results out to a blank page of its own to finish, which on
  // a games page is three quarters of the time (8.4 s against 1.9 s; 2.3 s against 0.6 s on the
  // boards, the same violations found). Frames are what the default is for, and no page here has one.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * One test per group and width: its pages walked in one browser page, each opened for the world
 * board's leader, read for its console, audited, then (at 1280 px) walked through the widths and
 * its scripts weighed.
 */
function walk(group: string, pages: MainPage[]): void {
  test(`${group}: each hydrates silently, and has no serious or critical accessibility violation`, async ({
    page,
    request,
  }, info) => {
    const phone = info.project.name.startsWith('phone');
    const here = phone ? pages.filter((p) => p.measuresWidth || p.phoneAudit) : pages;
    test.skip(here.length === 0, 'the same at any width (above)');
    // The hang limit is a page's, per page walked (a minute each, as for any wait).
    test.setTimeout(Math.max(info.timeout, here.length * 60_000));
    const leader = await worldLeader(request);
    const weighed: Partial<Record<BudgetedPage, ScriptsMeasured>> = {};
    for (const main of here) {
      await test.step(main.label, async () => {
        await main.prepare?.(request, leader);
        const url = await main.path(leader, request);
        const budget = phone ? undefined : main.budget;
        const scripts = budget ? countScripts(page) : undefined;
        const said = await test.step('opened', () =>
          silentlyOpened(
            page,
            url,
            // What a visitor downloads to get the page working: before the islands below the fold.
            budget && scripts
              ? async () => {
                  weighed[budget] = await scripts();
                }
              : undefined,
          ));
        if (main.shows) await expect.soft(page.locator(main.shows), `${url}: its content`).toBeVisible();
        const audited = !phone || main.phoneAudit === true;
        const violations = audited ? await test.step('axe', () => blockingViolations(page)) : [];
        expect.soft({ url, said, violations }, main.label).toEqual({ url, said: [], violations: [] });
        if (!phone && main.layout) await test.step('widths', () => walkWidths(page, url, main.layout ?? {}));
        if (budget && weighed[budget]) expectWithinBudget(budget, weighed[budget]);
        await main.andThen?.(page);
      });
    }
    if (Object.keys(weighed).length > 0) {
      const of = (pick: (m: ScriptsMeasured) => number) =>
        JSON.stringify(Object.fromEntries(Object.entries(weighed).map(([label, m]) => [label, pick(m)])));
      console.info(`JavaScript per page (KB, gzip): ${of((m) => m.kb)}`);
      console.info(`Script files per page: ${of((m) => m.files)}`);
    }
  });
}

// The groups are independent: the two workers share them out.
test.describe.configure({ mode: 'parallel' });

test.describe('every main page', { tag: '@phone' }, () => {
  walk("a player's pages", PLAYER_PAGES);
  // The maze is the first page of its walk, loaded as a first visit: its animation leaves a busy
  // machine no idle moment, and the header's `client:painted="idle"` island then hydrates at its
  // time limit (src/client/hydrate-after-paint.ts), after the pages that follow would have waited.
  walk('the landing, the public boards and the games', SITE_PAGES);
});

test.describe('every main page of the older UI', { tag: '@phone' }, () => {
  test.beforeEach(({ page }) => useOldUI(page));
  walk('the older UI', OLD_UI_PAGES);
});
