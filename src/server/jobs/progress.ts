import cliProgress from 'cli-progress';

/** Reports how far a long job has got. */
export interface Progress {
  /** Starts a phase of `total` steps. */
  phase(label: string, total: number): void;
  /** Marks n more steps of the current phase done. */
  advance(n?: number): void;
  /** Ends the current phase. */
  done(): void;
}

/** Says nothing: for tests and for jobs run inside the server. */
export const silentProgress: Progress = { phase() {}, advance() {}, done() {} };

/**
 * A progress bar on a terminal; on anything else (CI logs, pipes) one line per phase and per
 * tenth of it, so logs stay readable.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (stream.isTTY) {
    let bar: cliProgress.SingleBar | undefined;
    return {
      phase(label, total) {
        bar?.stop();
        bar = new cliProgress.SingleBar(
          {
            format: `${label.padEnd(28)} [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left`,
            stream,
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, 0);
      },
      advance(n = 1) {
        bar?.increment(n);
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
  return {
    phase(l, t) {
      started = performance.now();
      label = l;
      total = t;
      value = 0;
      nextReport = t / 10;
      stream.write(`${label}: 0/${total}\n`);
    },
    advance(n = 1) {
      value += n;
      if (value >= nextReport && value < total) {
        stream.write(`${label}: ${value}/${total}\n`);
        nextReport += total / 10;
      }
    },
    done() {
      const seconds = (performance.now() - started) / 1000;
      stream.write(`${label}: done (${value}/${total}) in ${seconds.toFixed(1)} s\n`);
    },
  };
}
