// Runs inline after a board's table (src/components/LeaderboardTable.astro): the page is the same
// for every player; the one in the address is highlighted here. Plain JavaScript written into the
// page as it is (its hash is in the page's policy: astro.config.mjs), so the browser fetches no
// file for it before the first paint. The key is playerNameKey(playerNameOfPath(path)) of
// src/domain, written out (tests/e2e/newer-ui.spec.ts checks a highlighted row).
(() => {
  const segment = /^\/player\/([^/]+)\//.exec(window.location.pathname)?.[1];
  let name = '';
  try {
    name = segment ? decodeURIComponent(segment) : '';
  } catch {
    // A malformed escape names no player.
  }
  const key = name.normalize('NFC').trim().toLocaleLowerCase('und');
  if (!key) return;
  for (const row of document.querySelectorAll('[data-leaderboard] tr[data-player-key]')) {
    if (row.dataset.playerKey !== key) continue;
    row.classList.add('is-current');
    row.setAttribute('aria-current', 'true');
    row.scrollIntoView({ block: 'center' });
  }
})();
