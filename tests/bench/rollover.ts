import { addDays, dayOf } from '../../src/domain/days';

export interface RolloverBenchResult {
  seconds: number;
  /** Reads of the leaderboard made while the rollover ran. */
  reads: number;
  readErrors: number;
  slowestReadMs: number;
  /** The same read's slowest time with nothing else running: the baseline. */
  idleSlowestReadMs: number;
}

/** Reads `url` one after another until `stop` resolves; the slowest time and the failures. */
async function keepReading(url: string, stop: Promise<unknown>) {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const figures = { reads: 0, errors: 0, slowestMs: 0 };
  while (!done) {
    const started = performance.now();
    const ok = await fetch(url)
      .then(async (r) => {
        await r.arrayBuffer();
        return r.ok;
      })
      .catch(() => false);
    figures.reads++;
    if (!ok) figures.errors++;
    figures.slowestMs = Math.max(figures.slowestMs, performance.now() - started);
  }
  return figures;
}

/**
 * Yesterday's rollover, forced, through the server's operator endpoint, while the venue board is
 * read without pause: how long it takes and whether readers wait for it.
 */
export async function benchRollover(
  origin: string,
  token: string,
  boardUrl: string,
): Promise<RolloverBenchResult> {
  const idle = await keepReading(boardUrl, new Promise((r) => setTimeout(r, 2000)));
  const day = addDays(dayOf(new Date(), { timeZone: 'UTC', rolloverHour: 0 }), -1);
  const started = performance.now();
  const job = fetch(`${origin}/api/jobs/rollover`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ day, force: true }),
  });
  const [response, reads] = await Promise.all([job, keepReading(boardUrl, job)]);
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`The rollover answered ${response.status}: ${await response.text()}`);
  return {
    seconds,
    reads: reads.reads,
    readErrors: reads.errors,
    slowestReadMs: reads.slowestMs,
    idleSlowestReadMs: idle.slowestMs,
  };
}
