/**
 * npm run backtest [-- --seed N --players N --locations N]
 * Replays the seeded chain's score history through "what to play next" and prints, per kind of
 * suggestion, the estimate against the gain players really made (docs/play-next.md). Reads no
 * database: the history is generated in memory from the same options as `npm run seed`.
 */
import { backtestPlayNext } from '../src/domain/play-next-backtest';
import { loadConfig } from '../src/server/config';
import { seededScoreHistory } from '../src/server/jobs/seed/scored-history';
import { replayedLine, runCli, seededChainArgs } from './cli';

const whole = (n: number) => Math.round(n).toLocaleString('en-GB');

await runCli(async ({ args }) => {
  const config = loadConfig();
  const { options } = seededChainArgs(config, args);
  const started = Date.now();
  const history = seededScoreHistory(options);
  const figures = backtestPlayNext(history.levels, history.scores);
  console.info(replayedLine(options, history.scores.length, started));
  console.info('| kind | scores | mean estimate | mean gain | gain ÷ estimate | median error |');
  console.info('|---|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const ratio = f.kind === 'none' ? '–' : f.ratio.toFixed(2);
    console.info(
      `| ${f.kind} | ${whole(f.count)} | ${whole(f.meanEstimate)} | ${whole(f.meanGain)} | ${ratio} | ${whole(f.medianError)} |`,
    );
  }
});
