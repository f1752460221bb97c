import { expect, test } from 'vitest';
import { clientChunks, sharedChunkOf } from '../../client-chunks.mjs';

const SITE = '/app/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts';
const SHELL = '/app/src/islands/shell/shell-islands.ts';
const LANDING = '/app/src/islands/search/landing-islands.ts';
const GAME = '/app/src/islands/arcade/maze/LaserMaze.tsx';

/** A module graph as Rolldown's chunking context shows it: who imports each module. */
function context(importers: Record<string, string[]>, entries: string[]) {
  return {
    getModuleInfo: (id: string) =>
      id in importers || entries.includes(id)
        ? { importers: importers[id] ?? [], isEntry: entries.includes(id) }
        : null,
  } as unknown as Parameters<ReturnType<typeof sharedChunkOf>>[1];
}

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
  },
  [SITE, SHELL, LANDING, GAME],
);

test('what the player shell and the landing page both use is common', () => {
  expect(sharedChunkOf()('/app/src/client/api.ts', graph)).toBe('common');
});

test('what the site-wide script shares goes with it to every page; what it alone uses stays in it', () => {
  const chunkOf = sharedChunkOf();
  expect(chunkOf('/app/src/client/report.ts', graph)).toBe('site');
  expect(chunkOf('/app/src/client/monitoring.ts', graph)).toBeNull();
});

test('the rest is left to Rolldown: one page kind only, entries, and libraries reached through their index', () => {
  const chunkOf = sharedChunkOf();
  expect(chunkOf('/app/src/stores/health.ts', graph)).toBeNull();
  expect(chunkOf('/app/src/islands/shared/Spinner.tsx', graph)).toBeNull();
  expect(chunkOf(SHELL, graph)).toBeNull();
  expect(chunkOf('/app/node_modules/icons/trophy.js', graph)).toBeNull();
});

test('Preact and the store core have groups of their own, picked before the shared ones', () => {
  const groups = clientChunks().groups;
  const [preact, stores] = groups.map((group) => ('test' in group ? group.test : undefined));
  expect(preact?.test('/app/node_modules/preact/hooks/dist/hooks.module.js')).toBe(true);
  expect(preact?.test('/app/node_modules/@preact/signals/dist/signals.module.js')).toBe(false);
  expect(stores?.test('/app/node_modules/nanostores/atom/index.js')).toBe(true);
  expect(stores?.test('/app/node_modules/nanostores/computed/index.js')).toBe(false);
  const priorities = groups.map((group) => group.priority);
  expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
});
