/** The site's colours, as src/styles/tokens.css has them (dark is the default scheme). */
export const THEME_COLOURS = { dark: '#0b0d17', light: '#f5f6fb' } as const;

/**
 * The web app manifest: what a phone needs to put the site on its home screen (a name, icons of
 * 192 and 512 px, a maskable one for shaped launchers) and opens it with: the landing, standalone.
 */
export function webAppManifest(siteName: string) {
  return {
    name: siteName,
    short_name: siteName.length > 12 ? siteName.slice(0, 12).trim() : siteName,
    description: 'Player scores, leaderboards and league teams of the arcade chain.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOURS.dark,
    theme_color: THEME_COLOURS.dark,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
