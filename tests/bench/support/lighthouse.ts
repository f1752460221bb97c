import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** What one Lighthouse run of one page measured (scores 0–100). */
export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Bytes of JavaScript over the wire (compressed, as sent). */
  jsBytes: number;
  lcpMs: number;
  /** Total blocking time: what most often costs the performance score. */
  tbtMs: number;
  cls: number;
}

/** Debian's Chromium, headless: never a downloaded browser. */
export function startChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * One Lighthouse run with its defaults: a mid-range phone (emulated screen, 4× slower CPU,
 * simulated slow 4G), cold cache. Throws when Lighthouse could not measure the page.
 */
export async function lighthouseRun(chrome: LaunchedChrome, url: string): Promise<PageRun> {
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details as
    | { items: Array<{ resourceType: string; transferSize: number }> }
    | undefined;
  const scripts = summary?.items.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    jsBytes: scripts?.transferSize ?? 0,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** A run, tried once more when Lighthouse fails (it sometimes loses a trace on a busy machine). */
export async function lighthouseRunRetried(chrome: LaunchedChrome, url: string): Promise<PageRun> {
  try {
    return await lighthouseRun(chrome, url);
  } catch (error) {
    console.warn(`[pages] ${(error as Error).message}; trying once more`);
    return lighthouseRun(chrome, url);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Each figure's own median over the runs (the runs' noise differs figure by figure). */
export function medianRun(runs: PageRun[]): PageRun {
  if (runs.length === 0) throw new Error('No runs to take the median of');
  const of = (key: keyof PageRun) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    jsBytes: of('jsBytes'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}
