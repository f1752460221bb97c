import os from 'node:os';
import type { PageFigures, PagesFigures } from './pages';

/** The targets for the pages (JavaScript is reported beside the SPA's, with no target of its own). */
export const PAGE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  /** Our LCP over the SPA's, at most. */
  lcpRatio: 1 / 2,
  cls: 0.02,
  /** Total blocking time, at most. */
  tbtMs: 100,
} as const;

/** Which targets a page meets. */
export function pageTargets(f: PageFigures) {
  const t = PAGE_TARGETS;
  return {
    performance: f.ours.performance >= t.performance,
    accessibility: f.ours.accessibility >= t.accessibility,
    bestPractices: f.ours.bestPractices >= t.bestPractices,
    lcp: f.ours.lcpMs <= f.spa.lcpMs * t.lcpRatio,
    cls: f.ours.cls <= t.cls,
    tbt: f.ours.tbtMs <= t.tbtMs,
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
      `${ms(ours.lcpMs)} / ${ms(spa.lcpMs)} = ${(ours.lcpMs / spa.lcpMs).toFixed(2)} (${mark(met.lcp)}) | ` +
      `${ours.cls.toFixed(3)} / ${spa.cls.toFixed(3)} (${mark(met.cls)}) | ` +
      `${ms(ours.tbtMs)} / ${ms(spa.tbtMs)} (${mark(met.tbt)}) | ` +
      `${kb(ours.jsBytes)} / ${kb(spa.jsBytes)} |`
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
    'Each cell: ours / the single-page app (SPA); the mark is for ours. JavaScript (transferred, as ' +
      "Lighthouse counts it) is shown beside the SPA's, with no target of its own.",
    '',
    '| Page | Performance (≥ 95) | Accessibility (100) | Best practices (≥ 95) | LCP, ratio (≤ 0.50) | CLS (≤ 0.02) | Blocking time (≤ 100 ms) | JavaScript |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Every target met on ${allMet} of ${figures.pages.length} pages.`,
    '',
  ].join('\n');
}
