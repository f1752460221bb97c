/**
 * npm run plausibility [-- --seed N --players N --locations N]
 * Replays the seeded chain's score history through the plausibility bound and prints how many
 * genuine new tops it would have held, and how many injected faulty scores it holds
 * (docs/plausibility.md). Reads no database: the history is generated in memory from the same
 * options as `npm run seed`.
 */
import { backtestPlausibility } from '../src/domain/plausibility-backtest';
import { loadConfig } from '../src/server/config';
import { seededScoreHistory } from '../src/server/jobs/seed/scored-history';
import { replayedLine, runCli, seededChainArgs } from './cli';

const whole = (n: number) => Math.round(n).toLocaleString('en-GB');
const share = (part: number, all: number) => (all > 0 ? `${((100 * part) / all).toFixed(2)}%` : '–');

await runCli(async ({ args }) => {
  const config = loadConfig();
  const { options } = seededChainArgs(config, args);
  const started = Date.now();
  const history = seededScoreHistory(options);
  const f = backtestPlausibility(history.scores);
  console.info(replayedLine(options, f.scores, started));
  console.info('| genuine scores | count | held | share held |');
  console.info('|---|---:|---:|---:|');
  console.info(`| all scores | ${whole(f.scores)} | ${whole(f.held)} | ${share(f.held, f.scores)} |`);
  console.info(
    `| new tops at their venue | ${whole(f.newTops)} | ${whole(f.newTopsHeld)} | ${share(f.newTopsHeld, f.newTops)} |`,
  );
  console.info(`| of which a level's first score at the venue | ${whole(f.firstScores)} | – | – |`);
  console.info(
    `\nLargest genuine jump: ${f.largestJump.toFixed(2)}× the top it beat; closest call: ` +
      `${(100 * f.closestCall).toFixed(1)}% of its bound; median bound: ${f.medianHeadroom.toFixed(2)}× the top.\n`,
  );
  console.info('| injected fault | injected | held | share held |');
  console.info('|---|---:|---:|---:|');
  for (const fault of f.faults) {
    console.info(
      `| ${fault.label} | ${whole(fault.injected)} | ${whole(fault.held)} | ${share(fault.held, fault.injected)} |`,
    );
  }
});
