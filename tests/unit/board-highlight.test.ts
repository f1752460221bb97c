// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { playerPath } from '../../src/domain/paths';
import { playerNameKey } from '../../src/domain/player-name';

/**
 * A board's inline script (src/layouts/board-highlight.js) spells out the domain's name key,
 * since it runs in the page with no import: the row it marks must be the row whose key the server
 * wrote with playerNameKey, for any name a player may have.
 */
const script = readFileSync('src/layouts/board-highlight.js', 'utf8');

/** Draws a board of these names, as the server keys them, opens it at `name`'s address, runs the script. */
function highlight(names: string[], name: string): string[] {
  document.body.innerHTML = `<table data-leaderboard><tbody>${names
    .map((n) => `<tr data-player-key="${playerNameKey(n).replaceAll('"', '&quot;')}"><td></td></tr>`)
    .join('')}</tbody></table>`;
  for (const row of document.querySelectorAll('tr')) row.scrollIntoView = () => {};
  window.history.replaceState(null, '', playerPath(name, 1, 'leaderboard'));
  new Function(script)();
  return [...document.querySelectorAll('tr[aria-current="true"].is-current')].map(
    (row) => (row as HTMLElement).dataset.playerKey ?? '',
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a board's highlight", () => {
  it.each(['ZedAx', 'Zoë785', 'Ørjan Ås', 'a/b%c?d#e', 'İstanbul', 'ÉLAN'])(
    'marks the row of %s, whatever the case or form the address carries',
    (name) => {
      const others = ['Someone', 'Zoe785', 'Orjan As'];
      const marked = highlight([...others, name], name.toUpperCase().normalize('NFD'));
      expect(marked).toEqual([playerNameKey(name)]);
    },
  );

  it('marks nobody on a public board or for a name on no row', () => {
    expect(highlight(['ZedAx'], 'Nobody')).toEqual([]);
    document.body.innerHTML =
      '<table data-leaderboard><tbody><tr data-player-key="zedax"></tr></tbody></table>';
    window.history.replaceState(null, '', '/leaderboards/1');
    new Function(script)();
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});
