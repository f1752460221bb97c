// Runs inline right after a board's view switch (src/components/BoardViews.astro): the page is the
// same for everyone and kept whatever its query; the address says which view is shown
// (?view=friends: the friends', drawn in the browser from the device's list). Marking it here,
// before the first paint, hides the other view without a flash of it or a shift of the page; the
// period links above the switch keep the Friends view from one period to the next.
(() => {
  const friends = new URLSearchParams(window.location.search).get('view') === 'friends';
  if (friends) document.documentElement.dataset.boardView = 'friends';
  for (const link of document.querySelectorAll('[data-board-views] a[data-view]')) {
    if ((link.dataset.view === 'friends') === friends) link.setAttribute('aria-current', 'page');
  }
  if (!friends) return;
  for (const link of document.querySelectorAll('.board-periods a[href]')) {
    const url = new URL(link.href);
    url.searchParams.set('view', 'friends');
    link.href = url.pathname + url.search;
  }
})();
