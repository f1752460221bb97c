import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSitePage, safeReturnPath } from '../../src/domain/return-path';

const SITE = 'https://arcade.example';

/** Where a browser goes for a Location header of `value`, sent by a page of SITE. */
const followed = (value: string) => new URL(value, `${SITE}/auth/logout`);

describe('safeReturnPath', () => {
  it('keeps the pages of this site, with their query', () => {
    for (const page of [
      '/',
      '/?player=Ace&location=1&screen=games',
      '/player/Ace/location/1/summary',
      '/player/a%2Fb%20c/location/12/world-leaderboard',
      '/admin',
      '/admin/challenges/3',
      '/strategy/7',
      '/toc',
      '/league',
      '/leaderboards',
      '/leaderboards/3',
      '/venue/3/screen',
      '/player/Ace/location/1/level/4/10',
    ])
      expect(safeReturnPath(page), page).toBe(page);
  });

  it('refuses what normalises to another origin: dot segments, encoded dots, backslashes', () => {
    for (const attack of [
      '/.//evil.example/x',
      '/%2e%2e//evil.example',
      '/%2E//evil.example',
      '/a/..//evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/api/players/x',
      '/auth/logout',
      '/no-such-page',
    ])
      expect(safeReturnPath(attack), attack).toBe('/');
  });

  it('answers the normalised form, which is what the browser would have followed', () => {
    expect(safeReturnPath('/player/Ace/location/1/./games')).toBe('/player/Ace/location/1/games');
    expect(safeReturnPath('/maze/../toc')).toBe('/toc');
  });

  // Pieces an attacker strings together: slashes and backslashes, dots plain and encoded, hosts,
  // schemes, escapes of separators, white space and control characters.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '%5c',
    '%5C',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2e%2e',
    '.%2e',
    '%2f',
    '%2F',
    'evil.example',
    '@evil.example',
    'http:',
    'https://',
    ':',
    '?',
    '#',
    '%00',
    '\t',
    '\n',
    ' ',
    'player',
    'Ace',
    'location',
    '1',
    'summary',
    'toc',
    'admin',
  );
  const candidate = fc
    .tuple(fc.constantFrom('', '/', '//', '/.', '/%2e'), fc.array(piece, { maxLength: 12 }))
    .map(([start, parts]) => start + parts.join(''));

  it('property: whatever it is given, the answer stays on this site and is a page of it', () => {
    fc.assert(
      fc.property(fc.oneof(candidate, fc.string()), (value) => {
        const answer = safeReturnPath(value);
        const target = followed(answer);
        expect(target.origin).toBe(SITE);
        expect(answer.startsWith('/') && !answer.startsWith('//')).toBe(true);
        expect(isSitePage(target.pathname)).toBe(true);
        // Already normal: checking it again changes nothing.
        expect(safeReturnPath(answer)).toBe(answer);
      }),
      { numRuns: 5000 },
    );
  });

  it('knows every page of src/pages (a new page must be added to the list)', () => {
    const root = path.resolve('src/pages');
    const pages = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro') && file !== '404.astro');
    for (const file of pages) {
      const sample = `/${file.replace(/\.astro$/, '')}`
        .replace(/\/index$/, '')
        .replace('[playerName]', 'Ace')
        .replace(/\[(?:locationId|id|level|gameId|venue)\]/g, '1');
      expect(isSitePage(sample || '/'), file).toBe(true);
    }
  });
});
