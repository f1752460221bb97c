import cliProgress from 'cli-progress';

/** Reports how far a long job has got. */
export interface Progress {
  /** Starts a phase of `total` steps. */
  phase(label: string, total: number): void;
  /** Marks n more steps of the current phase done. */
  advance(n?: number): void;
  /**
   * What the phase has done so far in the unit a reader counts (412,000 events), shown beside the
   * bar with its rate per second: when the steps are bytes, say, which mean little to a reader.
   */
  tally(count: number, unit: string): void;
  /** Ends the current phase. */
  done(): void;
}

/** Says nothing: for tests and for jobs run inside the server. */
export const silentProgress: Progress = { phase() {}, advance() {}, tally() {}, done() {} };

/** "412,000 events, 9,876/s" for a tally of `count` after `seconds`. */
function tallyText(count: number, unit: string, seconds: number): string {
  const rate = seconds > 0 ? Math.round(count / seconds) : 0;
  return `${count.toLocaleString('en-GB')} ${unit}, ${rate.toLocaleString('en-GB')}/s`;
}

/**
 * A progress bar on a terminal; on anything else (CI logs, pipes) one line per phase and per
 * tenth of it, so logs stay readable.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (stream.isTTY) {
    let bar: cliProgress.SingleBar | undefined;
    let started = 0;
    return {
      phase(label, total) {
        bar?.stop();
        started = performance.now();
        bar = new cliProgress.SingleBar(
          {
            format: `${label.padEnd(28)} [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left{tally}`,
            stream,
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, 0, { tally: '' });
      },
      advance(n = 1) {
        bar?.increment(n);
      },
      tally(count, unit) {
        bar?.update({ tally: ` | ${tallyText(count, unit, (performance.now() - started) / 1000)}` });
      },
      done() {
        bar?.stop();
        bar = undefined;
      },
    };
  }
  let label = '';
  let total = 0;
  let value = 0;
  let nextReport = 0;
  let started = 0;
  let tallied = '';
  const seconds = () => (performance.now() - started) / 1000;
  return {
    phase(l, t) {
      started = performance.now();
      label = l;
      total = t;
      value = 0;
      nextReport = t / 10;
      tallied = '';
      stream.write(`${label}: 0/${total}\n`);
    },
    advance(n = 1) {
      value += n;
      if (value >= nextReport && value < total) {
        const left = value > 0 ? (seconds() * (total - value)) / value : 0;
        stream.write(`${label}: ${value}/${total}${tallied}, about ${Math.ceil(left)} s left\n`);
        nextReport += total / 10;
      }
    },
    tally(count, unit) {
      tallied = ` (${tallyText(count, unit, seconds())})`;
    },
    done() {
      stream.write(`${label}: done (${value}/${total}${tallied}) in ${seconds().toFixed(1)} s\n`);
    },
  };
}
