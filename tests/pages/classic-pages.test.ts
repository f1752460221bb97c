import { describe, expect, it } from 'vitest';
import { playerPath } from '../../src/domain/paths';
import { pageSite } from './site';

// The older UI's pages as the server draws them, and the newer pages' last-updated line: what
// tests/e2e/classic-pages.spec.ts and last-updated.spec.ts read in a browser. Every page draws both
// UI variants, `.ui-new` and `.ui-old`; the head script shows one of them from the stored flag before
// the first paint (BaseLayout), which tests/e2e/classic-switch.spec.ts watches in a browser.
const site = pageSite();

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe("the older UI's pages", () => {
  it("answer any other path with a 404 drawing both variants: '404 - Page Not Found' with the top bar, and the newer 'Page not found'", async () => {
    const { status, document } = await site.open('/no/such/page');
    expect(status).toBe(404);
    const old = document.querySelector('.ui-old');
    expect(text(old?.querySelector('h1'))).toBe('404 - Page Not Found');
    expect(old?.querySelector('.top-bar a[href="/strategy/1"]')?.textContent).toBe('Play Strategy');
    const home = [...(old?.querySelectorAll('a') ?? [])].find((a) => text(a) === 'Go to the player lookup');
    expect(home?.getAttribute('href')).toBe('/');
    // The newer variant has its own words, and none of the older's.
    const newer = document.querySelector('.ui-new');
    expect(text(newer?.querySelector('h1'))).toBe('Page not found');
    expect(newer?.textContent).not.toContain('404 - Page Not Found');
  });

  it('say /challenges is under construction, with the top bar: Play Strategy, Challenges disabled as coming soon, a login and no Admin Page before anyone logs in', async () => {
    const { status, document } = await site.open('/challenges');
    expect(status).toBe(200);
    expect(text(document.querySelector('main h1'))).toBe('Challenges');
    expect(document.querySelector('main')?.textContent).toContain('This page is under construction.');
    const nav = document.querySelector('.top-bar__nav');
    const soon = nav?.querySelectorAll('[aria-disabled="true"]');
    expect(soon).toHaveLength(1);
    expect(text(soon?.[0])).toBe('Challenges (coming soon)');
    expect(
      [...(nav?.querySelectorAll('a') ?? [])].filter((a) => /Challenges/.test(a.textContent ?? '')),
    ).toEqual([]);
    const bar = document.querySelector('.top-bar');
    expect(bar?.querySelector('a[href="/strategy/1"]')?.textContent).toBe('Play Strategy');
    expect([...(bar?.querySelectorAll('button') ?? [])].map(text)).toContain('Log in');
    expect([...(bar?.querySelectorAll('a') ?? [])].map(text)).not.toContain('Admin Page');
  });
});

describe('when the scores were last updated', () => {
  it("the newer player pages and boards draw the line the shell's islands fill in", async () => {
    const leader = await site.worldLeader();
    for (const screen of ['summary', 'leaderboard', 'world-leaderboard'] as const) {
      const { status, document } = await site.open(playerPath(leader.name, leader.locationId, screen));
      expect(status, screen).toBe(200);
      // The line, in its island (it reads the time once the health gate's check has answered).
      const line = document.querySelectorAll('astro-island .last-updated');
      expect(line, screen).toHaveLength(1);
      const islands = [...document.querySelectorAll('astro-island')].map((i) =>
        i.getAttribute('component-export'),
      );
      expect(islands, screen).toContain('LastUpdated');
      expect(islands, screen).toContain('HealthGate');
    }
  });
});
