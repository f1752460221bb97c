// The original product's architecture, as the baseline of the pages benchmark: one HTML shell
// with an empty root, one script with React, the site's islands and a small router, and every
// screen rendered in the browser from the same API the site uses.
import '../../../src/styles/global.css';
// The .astro files' own (scoped) styles, read from them at build time: see build.ts.
import 'virtual:astro-styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root');
startRouter();
createRoot(root).render(
  <>
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <App />
  </>,
);
