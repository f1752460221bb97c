import type { ClientDirective } from 'astro';

/**
 * `client:painted`: hydrates at load, as `client:load` does, but only once the browser has shown
 * the server's HTML (its first contentful paint), so that fetching and running the island's script
 * neither shares the connection with the document nor holds back the first paint on a slow phone.
 * `client:painted="idle"`: after that paint, when the browser is idle (`client:idle` alone may run
 * before the first paint while a slow phone is still laying the page out), and at most
 * IDLE_LIMIT_MS later: a page that animates every frame (the laser maze) leaves a busy phone no idle
 * moment, and its header would never hydrate.
 * Astro bundles this into the page as an inline script (its hash is in the page's policy).
 */
const IDLE_LIMIT_MS = 2000;

const painted: ClientDirective = (load, options) => {
  let started = false;
  const run = async () => {
    await (await load())();
  };
  const hydrate = () => {
    if (started) return;
    started = true;
    if (options.value !== 'idle') void run();
    else if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_LIMIT_MS });
    else setTimeout(run, 200);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // Paint entries are reported once the frame is on screen; `buffered` gives one already made.
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      hydrate();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // A frame's callback runs just before it paints; a task queued from there runs after.
    requestAnimationFrame(() => setTimeout(hydrate, 0));
  }
};

export default painted;
