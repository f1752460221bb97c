import { readFileSync } from 'node:fs';

/**
 * The arguments `npm start` gives Node (package.json: config.serverNodeFlags, then the launcher),
 * so a test's own server runs as production does, memory limits included.
 */
export function serverArgs(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { config: { serverNodeFlags: string } };
  return [...pkg.config.serverNodeFlags.split(/\s+/), '--import', 'tsx', 'scripts/start.ts'];
}
