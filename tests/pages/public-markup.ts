/**
 * Reading a rendered page's markup as a visitor's assistive technology names it: the public pages'
 * tests (tests/pages/landing.test.ts, tests/pages/public-*.test.ts).
 */

/** An element's text, its white space collapsed. */
export const text = (node: Element | null | undefined): string =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The elements matching `selector` whose accessible name (aria-label, or aria-labelledby's text) is `name`. */
export function allNamed(document: Document, selector: string, name: string): Element[] {
  return [...document.querySelectorAll(selector)].filter((node) => {
    const by = node.getAttribute('aria-labelledby');
    const label = by ? text(document.getElementById(by)) : (node.getAttribute('aria-label') ?? '');
    return label === name;
  });
}

/** The first element matching `selector` named `name` (see allNamed). */
export const named = (document: Document, selector: string, name: string): Element | undefined =>
  allNamed(document, selector, name)[0];

/** The links inside `node`, as [text, href] pairs. */
export const links = (node: Element | null | undefined): Array<[string, string | null]> =>
  [...(node?.querySelectorAll('a') ?? [])].map((a) => [text(a), a.getAttribute('href')]);

/** A `<meta>`'s content, by property (Open Graph) or name (Twitter). */
export const meta = (document: Document, key: string): string | null | undefined =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
