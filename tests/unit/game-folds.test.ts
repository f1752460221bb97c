// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The games page's head script (src/layouts/game-folds.js): games open and fold as the address
 * says, and the address follows what the player opens and folds.
 */
const script = readFileSync('src/layouts/game-folds.js', 'utf8');
const listeners: Array<[string, EventListenerOrEventListenerObject, boolean]> = [];
const observers: MutationObserver[] = [];

/** Runs the script as the page's head does, at an address and a width. */
function start(search: string, phone = false) {
  stop();
  window.history.replaceState(null, '', `/player/A/location/1/games${search}`);
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: phone && q.includes('max-width') }));
  const Observer = globalThis.MutationObserver;
  vi.stubGlobal(
    'MutationObserver',
    class extends Observer {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    },
  );
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options === true]);
    add(type, listener, options);
  });
  new Function(script)();
}

/** The server's drawing: every game open. */
async function drawGames(...ids: number[]) {
  document.body.innerHTML = ids
    .map((id) => `<details data-game-id="${id}" open><summary>Game ${id}</summary>table</details>`)
    .join('');
  await new Promise((r) => setTimeout(r, 0));
  return (id: number) => (document.querySelector(`[data-game-id="${id}"]`) as HTMLDetailsElement).open;
}

function toggleByHand(id: number) {
  const details = document.querySelector(`[data-game-id="${id}"]`) as HTMLDetailsElement;
  details.open = !details.open;
  details.dispatchEvent(new Event('toggle'));
}

/** Takes the script away again (a page's script lives as long as its page). */
function stop() {
  for (const [type, listener, capture] of listeners.splice(0))
    document.removeEventListener(type, listener, capture);
  for (const observer of observers.splice(0)) observer.disconnect();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the games fold as the address says', () => {
  it('opens every game on a desktop and folds every game on a phone when the address says nothing', async () => {
    start('');
    const desktop = await drawGames(1, 2);
    expect([desktop(1), desktop(2)]).toEqual([true, true]);
    start('', true);
    const phone = await drawGames(1, 2);
    expect([phone(1), phone(2)]).toEqual([false, false]);
  });

  it('opens only the games of ?open= and all but those of ?closed=', async () => {
    start('?open=2.3', true);
    const only = await drawGames(1, 2, 3);
    expect([only(1), only(2), only(3)]).toEqual([false, true, true]);
    start('?closed=2');
    const allBut = await drawGames(1, 2, 3);
    expect([allBut(1), allBut(2), allBut(3)]).toEqual([true, false, true]);
  });

  it('writes what the player opens and folds to the address, keeping its other parts', async () => {
    start('?show=near-top', true);
    await drawGames(1, 2, 3);
    toggleByHand(3);
    expect(window.location.search).toBe('?show=near-top&open=3');
    toggleByHand(1);
    expect(window.location.search).toBe('?show=near-top&open=3.1');
    toggleByHand(3);
    expect(window.location.search).toBe('?show=near-top&open=1');
  });

  it('opens or folds them all from the links, without loading the page', async () => {
    start('?open=1');
    document.body.innerHTML = '<a href="?closed=" data-fold-all="open">Open all</a>';
    const open = await drawGames(1, 2);
    document.body.insertAdjacentHTML('beforeend', '<a href="?open=" data-fold-all="fold">Fold all</a>');
    (document.querySelector('[data-fold-all="fold"]') as HTMLAnchorElement).click();
    expect(window.location.search).toBe('?open=');
    document.body.insertAdjacentHTML('beforeend', '<a href="?closed=" data-fold-all="open">Open all</a>');
    await new Promise((r) => setTimeout(r, 0));
    (document.querySelector('[data-fold-all="open"]') as HTMLAnchorElement).click();
    expect(window.location.search).toBe('?closed=');
    expect([open(1), open(2)]).toEqual([true, true]);
  });
});
