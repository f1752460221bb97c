import { expect, test } from 'vitest';
import { clientChunks, sharedChunkOf } from '../../client-chunks.mjs';

const SITE = '/app/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts';
const SHELL = '/app/src/islands/shell/shell-islands.ts';
const LANDING = '/app/src/islands/search/landing-islands.ts';
const GAME = '/app/src/islands/arcade/maze/LaserMaze.tsx';
const SUMMARY = '/app/src/islands/summary/SummaryView.tsx';
const GAMES = '/app/src/islands/games/GamesIsland.tsx';

/** A module graph as Rolldown's chunking context shows it: who imports each module, and its code. */
function context(importers: Record<string, string[]>, entries: string[], code: Record<string, string> = {}) {
  return {
    getModuleInfo: (id: string) =>
      id in importers || entries.includes(id)
        ? {
            importers: importers[id] ?? [],
            isEntry: entries.includes(id),
            code: code[id] ?? 'export const x = 1;',
          }
        : null,
  } as unknown as Parameters<ReturnType<typeof sharedChunkOf>>[1];
}

const CLASSIC = '/app/src/islands/classic/ClassicApp.tsx';
/** A component's code: comments and indentation do not count towards its size. */
const component = (lines: number) =>
  `/** What it shows, and why. */\n${'  export const part = () => render(props.value, props.other);\n'.repeat(lines)}`;

const graph = context(
  {
    '/app/src/client/api.ts': ['/app/src/stores/health.ts', '/app/src/stores/player-search.ts'],
    '/app/src/stores/health.ts': ['/app/src/islands/shell/HealthGate.tsx'],
    '/app/src/islands/shell/HealthGate.tsx': [SHELL],
    '/app/src/stores/player-search.ts': ['/app/src/islands/search/PlayerSearch.tsx'],
    '/app/src/islands/search/PlayerSearch.tsx': [LANDING],
    '/app/src/islands/shared/Spinner.tsx': ['/app/src/islands/shell/PageStatus.tsx', GAME],
    '/app/src/islands/shell/PageStatus.tsx': [SHELL],
    '/app/src/client/report.ts': [SITE, '/app/src/stores/health.ts'],
    '/app/src/client/monitoring.ts': [SITE],
    // A library's index imports every part of it: its users must not all seem to need each part.
    '/app/node_modules/icons/trophy.js': ['/app/node_modules/icons/index.js'],
    '/app/node_modules/icons/index.js': ['/app/src/islands/shell/SideMenu.tsx', GAME],
    // Lucide's icons, each imported on its own, and the runtime they share.
    '/app/node_modules/lucide-react/dist/esm/icons/x.mjs': ['/app/src/islands/shell/SideMenu.tsx'],
    '/app/node_modules/lucide-react/dist/esm/createLucideIcon.mjs': [
      '/app/node_modules/lucide-react/dist/esm/icons/x.mjs',
    ],
    '/app/src/islands/shell/SideMenu.tsx': [SHELL],
    // The player screens' islands: what two of them share, and what one alone uses.
    '/app/src/islands/shared/Difference.tsx': [SUMMARY, '/app/src/islands/games/ScoreTables.tsx'],
    '/app/src/islands/games/ScoreTables.tsx': ['/app/src/islands/games/GamesView.tsx'],
    '/app/src/islands/games/GamesView.tsx': [GAMES],
    '/app/src/islands/summary/TrackedIndicator.tsx': [SUMMARY],
    // Shared by one player screen and the older UI: a small helper, and a large badge.
    '/app/src/islands/shared/use-mounted.ts': [GAMES, CLASSIC],
    '/app/src/islands/shared/RankBadge.tsx': [SUMMARY, CLASSIC],
  },
  [SITE, SHELL, LANDING, GAME, SUMMARY, GAMES, CLASSIC],
  {
    '/app/src/islands/shared/RankBadge.tsx': component(40),
    '/app/src/islands/shared/use-mounted.ts': component(3),
  },
);

test('what the player shell and the landing page both use is common', () => {
  expect(sharedChunkOf()('/app/src/client/api.ts', graph)).toBe('common');
});

test('what the site-wide script shares goes with it to every page; what it alone uses stays in it', () => {
  const chunkOf = sharedChunkOf();
  expect(chunkOf('/app/src/client/report.ts', graph)).toBe('site');
  expect(chunkOf('/app/src/client/monitoring.ts', graph)).toBeNull();
});

test("what the player pages' islands share, with each other or other pages, and the icons' runtime, is player", () => {
  const chunkOf = sharedChunkOf();
  expect(chunkOf('/app/src/islands/shared/Difference.tsx', graph)).toBe('player');
  expect(chunkOf('/app/src/islands/shared/Spinner.tsx', graph)).toBe('player');
  expect(chunkOf('/app/node_modules/lucide-react/dist/esm/createLucideIcon.mjs', graph)).toBe('player');
});

test('what one screen shares with other kinds of page goes in player when small, not when large', () => {
  const chunkOf = sharedChunkOf();
  expect(chunkOf('/app/src/islands/shared/use-mounted.ts', graph)).toBe('player');
  expect(chunkOf('/app/src/islands/shared/RankBadge.tsx', graph)).toBeNull();
});

test('the rest is left to Rolldown: one island only, entries, and libraries reached through their index', () => {
  const chunkOf = sharedChunkOf();
  expect(chunkOf('/app/src/stores/health.ts', graph)).toBeNull();
  expect(chunkOf('/app/src/islands/games/ScoreTables.tsx', graph)).toBeNull();
  expect(chunkOf('/app/src/islands/summary/TrackedIndicator.tsx', graph)).toBeNull();
  expect(chunkOf('/app/node_modules/lucide-react/dist/esm/icons/x.mjs', graph)).toBeNull();
  expect(chunkOf(SHELL, graph)).toBeNull();
  expect(chunkOf('/app/node_modules/icons/trophy.js', graph)).toBeNull();
});

test("the islands' runtime has a group of its own, picked before the shared ones", () => {
  const groups = clientChunks().groups;
  const runtime = groups.map((group) => ('test' in group ? group.test : undefined))[0];
  expect(runtime?.test('/app/node_modules/preact/hooks/dist/hooks.module.js')).toBe(true);
  expect(runtime?.test('/app/node_modules/nanostores/atom/index.js')).toBe(true);
  expect(runtime?.test('/app/node_modules/@nanostores/react/index.js')).toBe(true);
  expect(runtime?.test('/app/node_modules/@preact/signals/dist/signals.module.js')).toBe(false);
  expect(runtime?.test('/app/node_modules/nanostores/computed/index.js')).toBe(false);
  const priorities = groups.map((group) => group.priority);
  expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
});
