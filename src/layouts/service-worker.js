// Runs inline at the end of every page built for production: registers the service worker
// (src/client/service-worker/sw.ts, served at /sw.js so that it covers every page) once the page
// has loaded, so it never competes with the page's own files. Inline, not a module: a file of its
// own was one more request on every page. Its own file: the build hashes exactly this text for the
// Content-Security-Policy (astro.config.mjs). A page loaded before the worker controlled it (the
// first visit) was not seen by it, so it asks the worker to keep it and the build's files it
// loaded; the worker decides whether the page is of a kind it keeps.
(() => {
  const container = navigator.serviceWorker;
  if (!container) return;
  addEventListener('load', () => {
    const uncontrolled = !container.controller;
    container
      .register('/sw.js')
      .then(() => (uncontrolled ? container.ready : undefined))
      .then((ready) => {
        if (!ready?.active) return;
        const assets = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith('/_astro/'));
        ready.active.postMessage({ keep: location.href, assets });
      })
      .catch(() => undefined);
  });
})();
