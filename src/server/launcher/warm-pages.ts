/**
 * The public pages (landing, world and venue boards, league) rendered again by the server right
 * after each change of the data, a rollover's or an import's, so that no visitor pays for the
 * render: each is requested once from this server itself, which keeps it in its page cache for the
 * new data version (server/page-cache.ts) with its Brotli copy. docs/decisions.md says why this
 * and not files written to a folder.
 */

/** How long the data must stay still before the pages are rendered (an import comes in batches). */
const QUIET_MS = 500;

/** The public pages' paths, with each venue's board. */
export function publicPagePaths(venueIds: readonly number[]): string[] {
  return ['/', '/leaderboards', '/league', ...venueIds.map((id) => `/leaderboards/${id}`)];
}

interface Warmer {
  /** Renders the pages now (after any run under way); resolves once they are kept. */
  run(): Promise<void>;
  stop(): void;
}

/**
 * Renders the public pages of the server at `origin` once at start and again after each change
 * `onChange` announces, one page after another (a visitor's request is never queued behind many).
 * A burst of changes is one run, after the last; a change during a run is another run after it.
 */
export function warmPublicPages(
  origin: string,
  onChange: (listener: () => void) => () => void,
  quietMs = QUIET_MS,
): Warmer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const renderAll = async () => {
    const venues = await fetch(`${origin}/api/activate/locations`)
      .then((r) => (r.ok ? (r.json() as Promise<Array<{ id: number }>>) : []))
      .catch(() => []);
    for (const path of publicPagePaths(venues.map((v) => v.id))) {
      // The body is read to the end: the page is kept once it was sent. A failure (the database
      // away) is left to the next change or the next visitor.
      await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
  };
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = renderAll().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
    return running;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), quietMs);
    timer.unref();
  };
  const unsubscribe = onChange(schedule);
  return {
    run,
    stop() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
