// Runs inline in the games page's head, before the first paint: opens and folds the games as the
// address says, and keeps the address in step when a game is opened or folded, so that a link
// opens the same view (docs/product.md, Games).
//   ?open=3.17    only games 3 and 17 open, the others folded
//   ?closed=3.17  every game open but 3 and 17
//   neither       every game open on a desktop, every game folded on a phone (narrower than 600 px)
// The games are <details data-game-id> drawn open by the server; without this script they all
// show and fold by hand. Its own file: the build hashes exactly this text for the
// Content-Security-Policy (astro.config.mjs), and the games page inlines exactly this text.
(() => {
  const ids = (value) => new Set((value || '').split('.').filter((id) => /^\d+$/.test(id)));
  const query = new URLSearchParams(location.search);
  // base: whether a game is open unless it is one of except.
  const state = query.has('open')
    ? { base: false, except: ids(query.get('open')) }
    : query.has('closed')
      ? { base: true, except: ids(query.get('closed')) }
      : { base: !matchMedia('(max-width: 599.98px)').matches, except: new Set() };
  const shouldOpen = (id) => (state.except.has(id) ? !state.base : state.base);
  const apply = (details) => {
    const open = shouldOpen(details.dataset.gameId);
    if (details.open !== open) details.open = open;
  };
  // Games drawn by the server as the page is read, and those the page's script draws later
  // (filtered or compared tables) alike.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('details[data-game-id]')) apply(node);
        else if (node.firstElementChild)
          for (const d of node.querySelectorAll('details[data-game-id]')) apply(d);
      }
  }).observe(document.documentElement, { childList: true, subtree: true });
  const write = () => {
    const next = new URLSearchParams(location.search);
    next.delete('open');
    next.delete('closed');
    next.set(state.base ? 'closed' : 'open', [...state.except].join('.'));
    history.replaceState(history.state, '', `${location.pathname}?${next}${location.hash}`);
  };
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      const id = details instanceof HTMLDetailsElement ? details.dataset.gameId : undefined;
      if (!id || details.open === shouldOpen(id)) return;
      if (details.open === state.base) state.except.delete(id);
      else state.except.add(id);
      write();
    },
    true,
  );
  // 'Open all' and 'Fold all' are links to ?closed= and ?open= (they work without this script);
  // here they act at once, without loading the page again.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-fold-all]') : null;
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    state.base = link.dataset.foldAll === 'open';
    state.except.clear();
    for (const details of document.querySelectorAll('details[data-game-id]')) apply(details);
    write();
  });
})();
