// @ts-check
// The islands are written against React's API but run on Preact through preact/compat, on the
// server and in the browser (@astrojs/preact with `compat: true`; see docs/decisions.md). The
// Astro build (astro.config.mjs) and the island tests (vitest.config.ts) share what that takes.

/** Every import of React or React DOM, and their subpaths (`react/jsx-runtime`, `react-dom/client`, …). */
export const reactAliases = { react: 'preact/compat', 'react-dom': 'preact/compat' };

/**
 * A package, matched both as an import (Vite's `ssr.noExternal`) and as a path (Vitest's `deps.inline`).
 * @param {string} name
 */
const pkg = (name) => new RegExp(`(^|/node_modules/)${name}(/|$)`);

/**
 * Installed libraries written for React, and those of their own dependencies that import React.
 * They must go through the bundler (the server build's `noExternal`, the tests' inlined
 * dependencies) for their `react` imports to meet the alias: loaded by Node as they are, they
 * would get real React, whose hooks fail inside a Preact render.
 */
export const reactLibraries = [
  '@nanostores/react',
  'lucide-react',
  '@radix-ui/[^/]+',
  'react-remove-scroll(-bar)?',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
].map(pkg);
