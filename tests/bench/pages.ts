import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { playerPath } from '../../src/domain/paths';
import { buildIsStale, buildSite } from '../../src/server/launcher/build';
import { startOwnServer } from '../e2e/own-server';
import { buildSpa } from './spa/build';
import { serveSpa } from './spa/serve';
import { freshDatabase } from './support/database';
import { lighthouseRunRetried, medianRun, type PageRun, startChrome } from './support/lighthouse';

/** One page's medians on our site and on the single-page app. */
export interface PageFigures {
  page: string;
  path: string;
  ours: PageRun;
  spa: PageRun;
}

export interface PagesFigures {
  players: number;
  locations: number;
  runs: number;
  /** Whether an uncounted run of each page went first. */
  warmedUp: boolean;
  versions: string;
  pages: PageFigures[];
}

export interface PagesOptions {
  smoke: boolean;
  /** Our server listens here, the single-page app on the next port. */
  port: number;
}

/** The six main pages, for the world board's leader: a tracked player with full data. */
async function pagePaths(origin: string): Promise<Array<[string, string]>> {
  const board = (await (await fetch(`${origin}/api/leaderboards/world`)).json()) as {
    today: Array<{ players: string; locationId: number }>;
  };
  const top = board.today[0];
  if (!top) throw new Error('The world board is empty');
  return [
    ['landing', '/'],
    ['leaderboard', playerPath(top.players, top.locationId, 'leaderboard')],
    ['world board', playerPath(top.players, top.locationId, 'world-leaderboard')],
    ['league', playerPath(top.players, top.locationId, 'global-league')],
    ['summary', playerPath(top.players, top.locationId)],
    ['games', playerPath(top.players, top.locationId, 'games')],
  ];
}

function versions(): string {
  const lighthouse = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  // Debian's wrapper script chatters on stderr.
  const chromium = execFileSync('/usr/bin/chromium', ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  return `Lighthouse ${lighthouse.version}, ${chromium}`;
}

/**
 * Lighthouse (mobile defaults) on the six main pages of the built site and of the same islands
 * bundled as a client-rendered single-page app, both on one freshly seeded database. The runs
 * alternate between the two builds page by page, so the machine's noise falls on both alike; a
 * first, uncounted run of each page warms both servers' caches. --smoke: one run of two pages.
 */
export async function benchPages(options: PagesOptions): Promise<PagesFigures> {
  const root = process.cwd();
  const players = options.smoke ? 300 : 5000;
  const locations = options.smoke ? 3 : 12;
  const runs = options.smoke ? 1 : 3;
  if (buildIsStale(root)) {
    console.info('\n== pages: building the site');
    buildSite(root);
  }
  const database = await freshDatabase('pglite');
  const spaDir = mkdtempSync(path.join(tmpdir(), 'arcade-spa-'));
  const stops: Array<() => unknown> = [
    () => database.drop(),
    () => rmSync(spaDir, { recursive: true, force: true }),
  ];
  try {
    console.info(
      `\n== pages: seeding ${players} players at ${locations} venues, building the single-page app`,
    );
    const env = {
      ...database.env,
      DEMO_PLAYERS: String(players),
      DEMO_LOCATIONS: String(locations),
      DEMO_DAYS: '3',
    };
    const [server] = await Promise.all([startOwnServer(options.port, env, 900), buildSpa(spaDir, root)]);
    stops.unshift(() => {
      // PGlite's folder goes once the server has let go of it.
      return server.stop();
    });
    const spa = await serveSpa(spaDir, options.port + 1, server.origin);
    stops.unshift(() => spa.stop());
    const chrome = await startChrome();
    stops.unshift(() => chrome.kill());

    const all = await pagePaths(server.origin);
    const pages = options.smoke ? all.filter(([page]) => page === 'landing' || page === 'summary') : all;
    const measured = new Map(pages.map(([page]) => [page, { ours: [] as PageRun[], spa: [] as PageRun[] }]));
    for (let run = options.smoke ? 1 : 0; run <= runs; run++) {
      for (const [page, pathname] of pages) {
        const ours = await lighthouseRunRetried(chrome, `${server.origin}${pathname}`);
        const theirs = await lighthouseRunRetried(chrome, `${spa.origin}${pathname}`);
        if (run === 0) continue;
        measured.get(page)?.ours.push(ours);
        measured.get(page)?.spa.push(theirs);
        console.info(
          `[pages] ${page} run ${run}: ours ${ours.performance} perf, ${Math.round(ours.lcpMs)} ms LCP, ` +
            `${Math.round(ours.tbtMs)} ms TBT, ${Math.round(ours.jsBytes / 1024)} KB JS; SPA ${theirs.performance} perf, ` +
            `${Math.round(theirs.lcpMs)} ms LCP, ${Math.round(theirs.tbtMs)} ms TBT, ${Math.round(theirs.jsBytes / 1024)} KB JS`,
        );
      }
    }
    return {
      players,
      locations,
      runs,
      warmedUp: !options.smoke,
      versions: versions(),
      pages: pages.map(([page, pathname]) => {
        const runsOf = measured.get(page) ?? { ours: [], spa: [] };
        return { page, path: pathname, ours: medianRun(runsOf.ours), spa: medianRun(runsOf.spa) };
      }),
    };
  } finally {
    for (const stop of stops) await stop();
  }
}
