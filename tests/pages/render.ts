import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { Window } from 'happy-dom';
import { PageCache } from '../../src/server/page-cache';
import { RenderBudget } from '../../src/server/pages/render-budget';
import type { Runtime } from '../../src/server/runtime';
import { startTestApi, type TestApi } from '../api/harness';

/** A page as the server drew it: its status and headers, its HTML, and that HTML parsed. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
  /** The markup parsed (happy-dom: no layout, and no script of the page runs). */
  document: Document;
}

/** The site's pages rendered on a copy of the seeded database, with a server's own runtime. */
export interface PageSite {
  /** The API on the same database (to look players up, or to write before a render). */
  api: TestApi;
  runtime: Runtime;
  /**
   * Renders the page at `url` (path and query) as the server would, with `headers` on the request
   * (a session's cookie, say): the page file is found the way Astro's file routing finds it.
   */
  open(url: string, headers?: Record<string, string>): Promise<RenderedPage>;
  close(): Promise<void>;
}

// Astro's client directives, with the site's own (client:painted, astro.config.mjs). The container
// knows only Astro's; the markup names an island's directive and the browser runs its script, so a
// placeholder script stands for each here.
const CLIENT_DIRECTIVES = new Map(
  ['idle', 'load', 'media', 'only', 'visible', 'painted'].map((d) => [d, `/* client:${d} */`]),
);

/** A page file of src/pages, and the addresses it answers (Astro's file routing: `[name]` is a segment). */
interface PageRoute {
  file: string;
  pattern: RegExp;
  params: string[];
  load: () => Promise<{ default: AstroComponentFactory }>;
}

const PAGE_FILES = import.meta.glob<{ default: AstroComponentFactory }>('/src/pages/**/*.astro');

/** Every page file's route, the static ones before the dynamic (as Astro ranks them). */
const ROUTES: PageRoute[] = Object.entries(PAGE_FILES)
  .map(([file, load]) => {
    const route =
      file
        .replace(/^\/src\/pages/, '')
        .replace(/\.astro$/, '')
        .replace(/\/index$/, '') || '/';
    const params: string[] = [];
    const source = route
      .split('/')
      .map((segment) => {
        const name = /^\[(\w+)\]$/.exec(segment)?.[1];
        if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        params.push(name);
        return '([^/]+)';
      })
      .join('/');
    return { file, pattern: new RegExp(`^${source}$`), params, load };
  })
  .sort((a, b) => a.params.length - b.params.length);

/** The page file that answers `pathname`, with its params decoded; the 404 page when none does. */
function routeOf(pathname: string): { route: PageRoute; params: Record<string, string> } {
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      route.params.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { route, params };
  }
  const notFound = ROUTES.find((r) => r.file === '/src/pages/404.astro');
  if (!notFound) throw new Error('src/pages/404.astro is missing');
  return { route: notFound, params: {} };
}

/**
 * Opens a copy of the seeded test database and the runtime a server builds on it (the same kept
 * reads, data version and API), and renders pages with Astro's container API, handing them the
 * runtime as the middleware does. The middleware itself (caching headers, redirects of other
 * spellings, the admin area's gate) is the HTTP server's, and tested over HTTP.
 */
export async function openPageSite(options: Parameters<typeof startTestApi>[0] = {}): Promise<PageSite> {
  const api = await startTestApi(options);
  const runtime: Runtime = {
    config: api.config,
    database: api.database,
    api: api.app,
    versions: api.versions,
    reads: api.reads,
    cached: api.cached,
    pages: new PageCache(),
    renders: new RenderBudget(1_000_000, 0),
    onDataChange: (listener) => api.versions.onChange(() => listener()),
    endStreams: () => {},
    stop: () => api.close(),
  };
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // The container's manifest, but for the directives it is its own defaults.
    manifest: { clientDirectives: CLIENT_DIRECTIVES } as Partial<SSRManifest> as SSRManifest,
  });
  return {
    api,
    runtime,
    async open(url, headers) {
      const request = new Request(new URL(url, 'http://localhost'), { headers: headers ?? {} });
      const { route, params } = routeOf(new URL(request.url).pathname);
      const page = (await route.load()).default;
      const response = await container.renderToResponse(page, {
        request,
        params,
        locals: { runtime },
        partial: false,
      });
      const html = await response.text();
      const window = new Window({ url: request.url });
      window.document.write(html);
      return {
        status: response.status,
        headers: response.headers,
        html,
        document: window.document as unknown as Document,
      };
    },
    close: () => api.close(),
  };
}
