import type { Page } from '@playwright/test';

export interface SvgReferences {
  /** Ids used more than once on the page. */
  repeatedIds: string[];
  /** References (`<use href>`, `url(#...)` in fill or stroke) to no element of the page. */
  dangling: string[];
  /** Rank badges drawn on the page. */
  badges: number;
}

/** What a page's drawings refer to, and whether each reference is to exactly one element. */
export function svgReferences(page: Page): Promise<SvgReferences> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    const targets: string[] = [];
    for (const use of document.querySelectorAll('use')) targets.push(use.getAttribute('href') ?? '');
    for (const element of document.querySelectorAll('svg [fill^="url("], svg [stroke^="url("]'))
      for (const attribute of ['fill', 'stroke'])
        targets.push(/^url\((#[^)]+)\)$/.exec(element.getAttribute(attribute) ?? '')?.[1] ?? '');
    return {
      repeatedIds: [...counts].filter(([, n]) => n > 1).map(([id]) => id),
      dangling: targets.filter((t) => t !== '' && (!t.startsWith('#') || !counts.has(t.slice(1)))),
      badges: document.querySelectorAll('svg.rank-badge').length,
    };
  });
}
