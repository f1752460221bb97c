import { escapeHtml } from '../../domain/html';

/**
 * The policy of the confirmation page: no script at all, its one inline style, and a form that
 * may submit to this site only.
 */
export const LOGOUT_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The page a logout that did not come from this site gets instead of being logged out: another
 * site's link or image must not end a session, but a person who followed it can still log out
 * with one click (the button's request comes from this site, so it passes).
 */
export function logoutConfirmPage(siteName: string, returnTo: string): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log out · ${site}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}</style>
</head>
<body>
<main>
<h1>Log out of ${site}?</h1>
<p>This logout link did not come from ${site} itself, so you are still logged in.</p>
<form method="get" action="/auth/logout">
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
<button type="submit">Log out</button>
</form>
<p><a href="${escapeHtml(returnTo)}">Stay logged in</a></p>
</main>
</body>
</html>
`;
}
