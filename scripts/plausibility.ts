/**
 * npm run plausibility [-- --seed N --players N --locations N]
 * Replays the seeded chain's score history through the plausibility bound and prints how many
 * genuine new tops it would have held, and how many injected faulty scores it holds
 * (docs/plausibility.md). Reads no database: the history is generated in memory from the same
 * options as `npm run seed`.
 */
import { parseArgs } from 'node:util';
import { backtestPlausibility } from '../src/domain/plausibility-backtest';
import { loadConfig } from '../src/server/config';
import { seedOptions } from '../src/server/jobs/seed/options';
import { seededScoreHistory } from '../src/server/jobs/seed/scored-history';
import { runCli, wholeNumber } from './cli';

const whole = (n: number) => Math.round(n).toLocaleString('en-GB');
const share = (part: number, all: number) => (all > 0 ? `${((100 * part) / all).toFixed(2)}%` : '–');

await runCli(async () => {
  const config = loadConfig();
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: String(config.demo.seed) },
      players: { type: 'string', default: String(config.demo.players) },
      locations: { type: 'string', default: String(config.demo.locations) },
    },
  });
  const options = seedOptions(config, {
    seed: wholeNumber('--seed', values.seed, 0),
    players: wholeNumber('--players', values.players, 1),
    locations: wholeNumber('--locations', values.locations, 1),
  });
  const started = Date.now();
  const history = seededScoreHistory(options);
  const f = backtestPlausibility(history.scores);
  console.info(
    `Seed ${options.seed}, ${whole(options.players)} players, ${options.locations} venues: ` +
      `${whole(f.scores)} scores replayed in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
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
