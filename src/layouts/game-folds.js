// Inline in the games page's head (its hash is in the Content-Security-Policy: astro.config.mjs).
// Folds and opens the games as the address says, keeps the address in step (a link opens the same
// view; docs/product.md, Games), and draws an open game's table, which the server sends as the
// text of a <noscript> (score-tables-markup.ts): a phone, whose games start folded, parses none.
//   ?open=3.17    only games 3 and 17 open;  ?closed=3.17  all open but 3 and 17
//   neither       all open on a desktop, all folded on a phone (narrower than 600 px)
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
  // Open games whose table is still text: drawn once the parser has read all of it (anything
  // follows the game in the document, or the document is read).
  const undrawn = new Set();
  const read = (node) => {
    if (document.readyState !== 'loading') return true;
    for (let n = node; n; n = n.parentNode) if (n.nextSibling) return true;
    return false;
  };
  const draw = () => {
    for (const details of undrawn) {
      if (!details.open || !details.isConnected) undrawn.delete(details);
      else if (read(details)) {
        undrawn.delete(details);
        for (const text of details.querySelectorAll(':scope > noscript')) text.outerHTML = text.textContent;
      }
    }
  };
  const apply = (details) => {
    const open = shouldOpen(details.dataset.gameId);
    if (details.open !== open) details.open = open;
    if (open) undrawn.add(details);
  };
  // Games as the parser adds them, and those the island draws later (filtered or compared).
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('details[data-game-id]')) apply(node);
        else if (node.firstElementChild)
          for (const d of node.querySelectorAll('details[data-game-id]')) apply(d);
      }
    draw();
  }).observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', draw);
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
      if (!id) return;
      if (details.open) {
        undrawn.add(details);
        draw();
      }
      if (details.open === shouldOpen(id)) return;
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
    draw();
    write();
  });
})();
