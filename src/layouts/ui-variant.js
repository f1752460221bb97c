// Runs inline in every page's head, before the first paint: chooses the UI variant from the stored
// feature flags, so the other one never flashes, and applies the games page's stored toggles the
// same way. Its own file: the build hashes exactly this text for the Content-Security-Policy
// (astro.config.mjs), and the layout inlines exactly this text.
(() => {
  const root = document.documentElement;
  try {
    const flags = JSON.parse(localStorage.getItem('featureFlags') || '{}');
    root.dataset.ui = flags && flags.oldUI === true ? 'old' : 'new';
    const totals = localStorage.getItem('showTotalScorePerGame');
    const diffs = localStorage.getItem('showDifferencesFromCachedProfile');
    if (totals === 'true' || totals === 'false') root.dataset.showTotals = totals;
    if (diffs === 'true' || diffs === 'false') root.dataset.showDiffs = diffs;
  } catch {
    root.dataset.ui = 'new';
  }
})();
