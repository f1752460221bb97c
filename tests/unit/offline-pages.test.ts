import { describe, expect, it } from 'vitest';
import { keptAtText } from '../../src/domain/kept-at';
import {
  forgottenWithMe,
  keptKindOf,
  markedOffline,
  offlineNotice,
  offlinePage,
  titleOf,
} from '../../src/domain/offline-pages';
import { webAppManifest } from '../../src/domain/web-app-manifest';

const at = new Date('2026-11-28T08:12:00Z');

describe('pages kept for offline use', () => {
  it('keeps the landing, summaries and the friends list, and nothing else', () => {
    const kindOf = (address: string) => {
      const url = new URL(address, 'https://arcade.example');
      return keptKindOf(url)?.kind;
    };
    expect(kindOf('/')).toBe('landing');
    expect(kindOf('/player/Ada%20B/location/3/summary')).toBe('summary');
    expect(kindOf('/friends')).toBe('friends');
    expect(kindOf('/friends?period=month')).toBe('friends');
    for (const other of [
      // A search sent with the landing's form is the visitor's own answer.
      '/?playerName=Ada',
      '/player/Ada/location/3/games',
      '/leaderboards/3',
      '/friends/x',
      '/api/auth/me',
    ])
      expect(kindOf(other), other).toBeUndefined();
  });

  it('says when a kept copy was saved, on the device clock', () => {
    expect(keptAtText(at, 'UTC')).toBe('28 Nov, 08:12');
    expect(keptAtText(at, 'Europe/Paris')).toBe('28 Nov, 09:12');
    expect(offlineNotice(at, 'UTC')).toBe(
      'Offline: this page as it was saved on 28 Nov, 08:12. It may have changed since.',
    );
  });

  it('opens a kept page with the offline notice, inside its body', () => {
    const html =
      '<!doctype html><html><head><title>Ada</title></head><body class="x"><main>hi</main></body></html>';
    const marked = markedOffline(html, at, 'UTC');
    expect(marked).toContain(
      '<body class="x"><p class="offline-copy" role="status">Offline: this page as it was saved on 28 Nov, 08:12.',
    );
    expect(marked.endsWith('<main>hi</main></body></html>')).toBe(true);
  });

  it('reads a page title, or falls back to its address escaped', () => {
    expect(titleOf('<title> Summary · Ada &amp; Bo </title>', '/x')).toBe('Summary · Ada &amp; Bo');
    expect(titleOf('<p>no title</p>', '/a<b')).toBe('/a&#60;b');
  });

  it('lists the kept pages newest first when an address was not kept', () => {
    const html = offlinePage(
      [
        { url: '/friends', title: 'Friends', at: new Date('2026-11-27T10:00:00Z') },
        { url: '/player/A/location/1/summary', title: 'Summary · A', at },
      ],
      'UTC',
    );
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html.indexOf('Summary · A')).toBeLessThan(html.indexOf('Friends'));
    expect(html).toContain('<a href="/friends">Friends</a> <span>saved 27 Nov, 10:00</span>');
    expect(offlinePage([])).toContain('No page has been kept on this device yet');
  });
});

describe('the web app manifest', () => {
  it('names the site and offers 192, 512 and maskable icons', () => {
    const manifest = webAppManifest('Arcade Stats of the North');
    expect(manifest.name).toBe('Arcade Stats of the North');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

describe('the kept pages "Not me" forgets', () => {
  it("are the player's pages however the address spells the name, and the friends list", () => {
    for (const path of [
      '/player/Zo%C3%AB%20Quinn/location/3/summary',
      '/player/zo%C3%AB%20quinn/location/1/games',
      '/player/ZO%C3%8B%20QUINN/location/1/summary',
      '/friends',
    ])
      expect(forgottenWithMe(path, 'Zoë Quinn'), path).toBe(true);
    for (const path of [
      '/player/Zo%C3%AB%20Quinn2/location/3/summary',
      '/player/Zo%E9/location/3/summary',
      '/friendsx',
      '/leaderboards/1',
      '/',
    ])
      expect(forgottenWithMe(path, 'Zoë Quinn'), path).toBe(false);
  });
});
