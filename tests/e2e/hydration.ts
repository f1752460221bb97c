import type { Page, Request } from '@playwright/test';

/**
 * Opens a page and waits until every island of the shown UI variant that hydrates on its own has
 * hydrated (islands of the hidden variant never do, by design), so a test acts on the page a user
 * gets once it is ready.
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await whenReady(page);
}

/**
 * Waits until every island of the shown UI variant has hydrated (a page reached by a click), but
 * those that hydrate when scrolled into view (`client:visible`) and are off the screen: how much
 * of a page fits on a phone's screen depends on what the page lists (the landing's movers grow
 * with the day's scores, and push the daily visits below the fold).
 */
export async function whenReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      const variant = island.closest('.ui-new, .ui-old');
      if (variant === null || getComputedStyle(variant).display !== 'none') {
        if (island.getAttribute('client') !== 'visible') return false;
        // Astro watches the island's children (the island itself has no box of its own).
        return ![...island.children].some((child) => {
          const box = child.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        });
      }
      return true;
    }),
  );
}

/**
 * Scrolls each island of the shown variant (and a board's shown view) that waits to be seen into
 * view, one at a time, until every such island has hydrated; the page is left scrolled back to its
 * top.
 */
export async function hydrateEverything(page: Page): Promise<void> {
  for (;;) {
    const next = (
      await page.evaluateHandle(
        () =>
          [...document.querySelectorAll('astro-island[client="visible"][ssr]')].find((island) => {
            // Nor do those of a board's view the address did not ask for (components/BoardViews.astro).
            const shown = (box: Element | null) => box === null || getComputedStyle(box).display !== 'none';
            return (
              shown(island.closest('.ui-new, .ui-old')) && shown(island.closest('[class^="board-view--"]'))
            );
          }) ?? null,
      )
    ).asElement();
    if (!next) break;
    await next.evaluate((island) => island.firstElementChild?.scrollIntoView());
    await page.waitForFunction((island) => !island.hasAttribute('ssr'), next);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Requests that stay open as long as the page does: never "done", so never waited for. */
const STREAMS = new Set(['eventsource', 'websocket']);

/**
 * The page's own requests in flight, followed from now on (before the navigation whose requests
 * are to be waited for).
 */
export function followRequests(page: Page): { settled(): Promise<void>; stop(): void } {
  const open = new Set<Request>();
  let whenNone: (() => void) | undefined;
  const started = (request: Request) => {
    if (!STREAMS.has(request.resourceType())) open.add(request);
  };
  const ended = (request: Request) => {
    open.delete(request);
    if (open.size === 0) whenNone?.();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /**
     * Resolves once no request of the page is in flight, checked after two frames (the effects of
     * the last render have started theirs) and again after each wait (an answer may start another):
     * the end of the islands' first calls, as the events show it, where the browser's own
     * 'networkidle' waits a fixed half second of quiet each time.
     */
    async settled() {
      for (;;) {
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        if (open.size === 0) return;
        await new Promise<void>((resolve) => {
          whenNone = resolve;
        });
        whenNone = undefined;
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
