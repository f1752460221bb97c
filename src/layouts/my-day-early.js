// Runs inline in the landing's head, before the first paint. When this device remembers "me", the
// page shows the "Your summary" card's placeholder at once (html[data-me]) and starts fetching the
// card's small answer, which the card's script then finds already loaded (a preload), instead of
// asking for it only once the page's scripts have run. Its own file: the build hashes exactly this
// text for the Content-Security-Policy (astro.config.mjs), and the landing inlines exactly this text.
(() => {
  try {
    const stored = JSON.parse(localStorage.getItem('myPlayer') || 'null');
    const me = stored && stored.kind === 'me' ? stored.player : null;
    if (!me || typeof me.name !== 'string' || !Number.isInteger(me.locationId)) return;
    document.documentElement.dataset.me = '';
    const early = document.createElement('link');
    early.rel = 'preload';
    early.as = 'fetch';
    // As the site's API calls are made (credentials included), or the browser would not reuse it.
    early.crossOrigin = 'use-credentials';
    early.href = `/api/activate/players/player/${encodeURIComponent(me.name)}/location/${me.locationId}/day`;
    document.head.append(early);
  } catch {
    // Storage off or unreadable: no placeholder, and the card draws itself if it can.
  }
})();
