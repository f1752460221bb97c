import type { APIRoute } from 'astro';
import { webAppManifest } from '@/domain/web-app-manifest';

/** The web app manifest (installing the site on a phone's home screen), named as the site is. */
export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify(webAppManifest(locals.runtime.config.siteName)), {
    headers: {
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'public, max-age=3600',
    },
  });
