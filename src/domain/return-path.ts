/**
 * A same-origin path to return to after login, or '/': only plain paths on this site are
 * accepted, never another origin ('//evil.example', '/\\evil', 'https://...') or odd characters.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/\p{Cc}|\\/u.test(value)) return '/';
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
