/**
 * npm run backtest [-- --seed N --players N --locations N]
 * Replays the seeded chain's score history through "what to play next" and prints, per kind of
 * suggestion, the estimate against the gain players really made (docs/play-next.md). Reads no
 * database: the history is generated in memory from the same options as `npm run seed`.
 */
import { parseArgs } from 'node:util';
import { backtestPlayNext } from '../src/domain/play-next-backtest';
import { loadConfig } from '../src/server/config';
import { seedOptions } from '../src/server/jobs/seed/options';
import { seededScoreHistory } from '../src/server/jobs/seed/scored-history';
import { runCli, wholeNumber } from './cli';

const whole = (n: number) => Math.round(n).toLocaleString('en-GB');

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
  const figures = backtestPlayNext(history.levels, history.scores);
  console.info(
    `Seed ${options.seed}, ${whole(options.players)} players, ${options.locations} venues: ` +
      `${whole(history.scores.length)} scores replayed in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
  console.info('| kind | scores | mean estimate | mean gain | gain ÷ estimate | median error |');
  console.info('|---|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const ratio = f.kind === 'none' ? '–' : f.ratio.toFixed(2);
    console.info(
      `| ${f.kind} | ${whole(f.count)} | ${whole(f.meanEstimate)} | ${whole(f.meanGain)} | ${ratio} | ${whole(f.medianError)} |`,
    );
  }
});
