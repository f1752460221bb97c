import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, useOldUI } from './classic';
import { gotoReady, hydrateEverything } from './hydration';
import { worldLeader } from './players';

/**
 * Every main page of both UIs, opened once: it hydrates without a word in the browser's console
 * (no hydration mismatch, which React logs as an error and redraws the island, no warning, no
 * error, no uncaught exception), and axe-core finds no serious or critical violation on it (every
 * rule runs, none is excluded).
 *
 * At the desktop's 1280 px every page is audited. At the phone's 390 px, the pages whose scripts
 * measure the width (a player's pages: the side menu becomes a drawer; the games fold) are read
 * for their console, as they hydrate differently there; and axe audits the pages whose phone
 * layout has parts of its own: the menu drawer and its button, the games folded under their
 * summary lines, the boards' narrow columns, the older UI's phone header. The other pages only
 * restack at that width, by their style sheets alone, which changes neither what their scripts
 * say nor any rule's outcome but the tap targets', and those are measured by phone-taps.spec.ts.
 */
const BLOCKING = new Set(['serious', 'critical']);

/** A page to check: where it is (for the world board's leader) and whether axe audits it at phone width. */
interface MainPage {
  label: string;
  path: (leader: Leader, request: APIRequestContext) => string | Promise<string>;
  oldUI?: boolean;
  /** Its scripts measure the width (a player's pages): read for its console at phone width too. */
  measuresWidth?: boolean;
  /** Its phone layout has parts of its own: opened and audited at phone width. */
  phoneAudit?: boolean;
  /** Before opening it (the landing's Daily Visits block wants a searched and a compared row). */
  prepare?: (request: APIRequestContext, leader: Leader) => Promise<void>;
}
type Leader = Awaited<ReturnType<typeof worldLeader>>;

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

const PAGES: MainPage[] = [
  {
    label: 'landing, with Daily Visits',
    path: () => '/',
    phoneAudit: true,
    prepare: async (request, leader) => {
      await request.get(`/api/activate/playerlocations/${encodeURIComponent(leader.name)}`);
      await request.get(
        `/data/locations/${leader.locationId}/processed-compareplayers/${encodeURIComponent(leader.name)}`,
      );
    },
  },
  // The leader is tracked in the demo seed: the summary and games show the changes since the snapshot.
  { label: 'summary', path: at('summary'), phoneAudit: true },
  { label: 'games', path: at('games'), phoneAudit: true },
  { label: 'games, filtered', path: (l) => `${at('games')(l)}?closed=&show=not-top`, measuresWidth: true },
  { label: "a level's board, the player's row highlighted", path: playedLevelBoard, measuresWidth: true },
  { label: 'venue leaderboard', path: at('leaderboard'), phoneAudit: true },
  { label: 'world leaderboard', path: at('world-leaderboard'), measuresWidth: true },
  { label: 'league', path: at('global-league'), measuresWidth: true },
  { label: 'strategy game', path: () => '/strategy/1' },
  { label: 'laser maze', path: () => '/maze' },
  { label: 'mini tournament', path: () => '/mini-tournament' },
  { label: 'demo board', path: () => '/toc' },
  { label: 'challenges', path: () => '/challenges' },
  { label: "the venue's TV screen", path: (l) => `/venue/${l.locationId}/screen` },
  { label: 'a page that does not exist', path: () => '/no/such/page' },
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
  { label: 'public boards', path: () => '/leaderboards' },
  { label: "a venue's public board", path: (l) => `/leaderboards/${l.locationId}`, phoneAudit: true },
  { label: 'public league', path: () => '/league' },
  { label: 'a public board that does not exist', path: () => '/leaderboards/999999' },
  { label: 'older UI: lookup', path: () => '/', oldUI: true },
  { label: 'older UI: summary', path: classicAt('summary'), oldUI: true, phoneAudit: true },
  { label: 'older UI: games', path: classicAt('games'), oldUI: true, phoneAudit: true },
  { label: 'older UI: leaderboard', path: classicAt('leaderboard'), oldUI: true },
  { label: 'older UI: world leaderboard', path: classicAt('world-leaderboard'), oldUI: true },
  { label: 'older UI: badges', path: classicAt('badges'), oldUI: true },
  { label: 'older UI: strategy game', path: () => '/strategy/1', oldUI: true },
  { label: 'older UI: a page that does not exist', path: () => '/no/such/page', oldUI: true },
];

/** Chromium's own line for a document answered 404, which a not-found page is on purpose. */
const OWN_404 = /^Failed to load resource: the server responded with a status of 404\b/;

/**
 * What the page said in the console (warnings and errors) and threw, while it loaded and
 * hydrated; the browser's note that the page itself was a 404 aside.
 */
async function silentlyOpened(page: Page, url: string): Promise<string[]> {
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
  await gotoReady(page, url);
  // Islands that hydrate once seen (below the fold on a phone) are scrolled to; then the first
  // API calls of every island have had their turn.
  await hydrateEverything(page);
  await page.waitForLoadState('networkidle');
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

/** One test per page: opened for the world board's leader, read for its console, then audited. */
function checkEach(pages: MainPage[]): void {
  for (const main of pages) {
    test(`${main.label}: hydrates silently, and has no serious or critical accessibility violation`, async ({
      page,
      request,
    }, info) => {
      const phone = info.project.name.startsWith('phone');
      test.skip(phone && !main.measuresWidth && !main.phoneAudit, 'the same at any width (above)');
      const leader = await worldLeader(request);
      await main.prepare?.(request, leader);
      const url = await main.path(leader, request);
      const said = await silentlyOpened(page, url);
      const audited = !phone || main.phoneAudit === true;
      const violations = audited ? await blockingViolations(page) : [];
      expect({ url, said, violations }).toEqual({ url, said: [], violations: [] });
    });
  }
}

test.describe('every main page of the newer UI', { tag: '@phone' }, () => {
  // Pages are independent: the two workers share them out.
  test.describe.configure({ mode: 'parallel' });
  checkEach(PAGES.filter((p) => !p.oldUI));
});

test.describe("the landing's type-ahead", { tag: '@phone' }, () => {
  test("open, and with 'Did you mean', has no serious or critical accessibility violation", async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Player Name' });
    await box.fill('zoe');
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    const open = await blockingViolations(page);
    await box.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Did you mean:').waitFor();
    const meant = await blockingViolations(page);
    expect({ open, meant }).toEqual({ open: [], meant: [] });
  });
});

test.describe('every main page of the older UI', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(({ page }) => useOldUI(page));
  checkEach(PAGES.filter((p) => p.oldUI));
});
