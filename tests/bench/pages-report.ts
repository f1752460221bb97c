import os from 'node:os';
import type { PageFigures, PagesFigures } from './pages';

/** The issue's targets for the pages. */
export const PAGE_TARGETS = {
  performance: 98,
  accessibility: 95,
  bestPractices: 95,
  /** Our JavaScript over the SPA's, at most. */
  jsRatio: 1 / 3,
  /** Our LCP over the SPA's, at most. */
  lcpRatio: 1 / 2,
  cls: 0.05,
} as const;

/** Which targets a page meets. */
export function pageTargets(f: PageFigures) {
  const t = PAGE_TARGETS;
  return {
    performance: f.ours.performance >= t.performance,
    accessibility: f.ours.accessibility >= t.accessibility,
    bestPractices: f.ours.bestPractices >= t.bestPractices,
    js: f.ours.jsBytes <= f.spa.jsBytes * t.jsRatio,
    lcp: f.ours.lcpMs <= f.spa.lcpMs * t.lcpRatio,
    cls: f.ours.cls <= t.cls,
  };
}

const mark = (ok: boolean) => (ok ? 'met' : '**not met**');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;

/** The figures as the Markdown docs/performance.md carries between its pages markers. */
export function renderPagesReport(figures: PagesFigures, command: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const rows = figures.pages.map((f) => {
    const met = pageTargets(f);
    const { ours, spa } = f;
    return (
      `| ${f.page} | ${ours.performance} / ${spa.performance} (${mark(met.performance)}) | ` +
      `${ours.accessibility} / ${spa.accessibility} (${mark(met.accessibility)}) | ` +
      `${ours.bestPractices} / ${spa.bestPractices} (${mark(met.bestPractices)}) | ` +
      `${kb(ours.jsBytes)} / ${kb(spa.jsBytes)} = ${(ours.jsBytes / spa.jsBytes).toFixed(2)} (${mark(met.js)}) | ` +
      `${ms(ours.lcpMs)} / ${ms(spa.lcpMs)} = ${(ours.lcpMs / spa.lcpMs).toFixed(2)} (${mark(met.lcp)}) | ` +
      `${ours.cls.toFixed(3)} / ${spa.cls.toFixed(3)} (${mark(met.cls)}) | ` +
      `${ms(ours.tbtMs)} / ${ms(spa.tbtMs)} |`
    );
  });
  const allMet = figures.pages.filter((f) => Object.values(pageTargets(f)).every(Boolean)).length;
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, ` +
      `${figures.versions}, with \`${command}\`: mobile defaults (emulated phone, 4× CPU slowdown, ` +
      `simulated slow 4G), ${figures.runs === 1 ? 'one run' : `${figures.runs} runs`} of each page on each build` +
      `${figures.warmedUp ? ' after an uncounted warm-up run' : ''}, each figure the median of its runs; ` +
      `${figures.players.toLocaleString('en-GB')} players at ` +
      `${figures.locations} venues (PGlite).`,
    '',
    'Each cell: ours / the single-page app (SPA); the mark is for ours. Blocking time (no target of its own) is ' +
      'what most often costs the performance score.',
    '',
    '| Page | Performance (≥ 98) | Accessibility (≥ 95) | Best practices (≥ 95) | JavaScript, ratio (≤ 0.33) | LCP, ratio (≤ 0.50) | CLS (≤ 0.05) | Blocking time |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Every target met on ${allMet} of ${figures.pages.length} pages.`,
    '',
  ].join('\n');
}
