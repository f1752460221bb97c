import 'astro';

declare module 'astro' {
  // The directive src/client/hydrate-after-paint.ts adds (astro.config.mjs).
  interface AstroClientDirectives {
    'client:painted'?: boolean | 'idle';
  }
}
