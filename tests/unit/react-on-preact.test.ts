import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { reactLibraries } from '../../react-on-preact.mjs';

/** Installed packages that React itself, the tests and the benchmark's React baseline bring. */
const NOT_THE_SITES = new Set(['react', 'react-dom', '@testing-library/react']);

function installedPackages(root: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(root)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@'))
      for (const scoped of readdirSync(path.join(root, entry))) names.push(`${entry}/${scoped}`);
    else names.push(entry);
  }
  return names;
}

test('every installed library that imports React is bundled onto preact/compat (react-on-preact.mjs)', () => {
  const root = path.join(process.cwd(), 'node_modules');
  const usingReact = installedPackages(root).filter((name) => {
    if (NOT_THE_SITES.has(name)) return false;
    let manifest: { dependencies?: object; peerDependencies?: object };
    try {
      manifest = JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8'));
    } catch {
      return false; // not a package (a stray folder or a broken link)
    }
    const needs = { ...manifest.dependencies, ...manifest.peerDependencies };
    return 'react' in needs || 'react-dom' in needs;
  });
  expect(usingReact.length).toBeGreaterThan(0);
  const missed = usingReact.filter((name) => !reactLibraries.some((pattern) => pattern.test(name)));
  // A library missing here renders with real React on the server and breaks its island there.
  expect(missed).toEqual([]);
});
