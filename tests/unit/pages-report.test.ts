import { describe, expect, it } from 'vitest';
import { pageTargets, renderPagesReport } from '../bench/pages-report';
import { medianRun, type PageRun } from '../bench/support/lighthouse';

const run = (over: Partial<PageRun> = {}): PageRun => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  jsBytes: 30_000,
  lcpMs: 800,
  tbtMs: 100,
  cls: 0.01,
  ...over,
});

describe('medianRun', () => {
  it('takes each figure’s own median, so one slow run moves none of them', () => {
    const m = medianRun([
      run({ lcpMs: 900, cls: 0.2 }),
      run({ lcpMs: 5000, performance: 60 }),
      run({ lcpMs: 700 }),
    ]);
    expect(m.lcpMs).toBe(900);
    expect(m.performance).toBe(99);
    expect(m.cls).toBe(0.01);
  });

  it('averages the middle two of an even count and refuses none', () => {
    expect(medianRun([run({ jsBytes: 10 }), run({ jsBytes: 20 })]).jsBytes).toBe(15);
    expect(() => medianRun([])).toThrow();
  });
});

describe('pageTargets', () => {
  const spa = run({ jsBytes: 90_000, lcpMs: 2000, performance: 90 });

  it('holds ours to the thresholds and the LCP ratio against the SPA of the same run', () => {
    expect(Object.values(pageTargets({ page: 'p', path: '/', ours: run(), spa })).every(Boolean)).toBe(true);
    const worse = pageTargets({
      page: 'p',
      path: '/',
      ours: run({
        performance: 94,
        accessibility: 99,
        bestPractices: 94,
        lcpMs: 1001,
        cls: 0.021,
        tbtMs: 101,
      }),
      spa,
    });
    expect(worse).toEqual({
      performance: false,
      accessibility: false,
      bestPractices: false,
      lcp: false,
      cls: false,
      tbt: false,
    });
  });

  it('renders one row per page with the ratios and marks', () => {
    const markdown = renderPagesReport(
      {
        players: 300,
        locations: 3,
        runs: 3,
        warmedUp: true,
        versions: 'Lighthouse x',
        pages: [{ page: 'landing', path: '/', ours: run({ lcpMs: 1500 }), spa }],
      },
      'npm run bench',
    );
    expect(markdown).toContain('| landing | 99 / 90 (met) |');
    expect(markdown).toContain('| 29 KB / 88 KB |');
    expect(markdown).toContain('1,500 ms / 2,000 ms = 0.75 (**not met**)');
    expect(markdown).toContain('Every target met on 0 of 1 pages.');
  });
});
