import './toc.css';
import Dices from 'lucide-react/icons/dices';
import EyeOff from 'lucide-react/icons/eye-off';
import { useMemo, useState } from 'react';
import { formatNumber as format } from '@/domain/format';
import { sampleLeaderboard } from '@/games/toc/sample-leaderboard';

/** A fresh random seed for a new sample. */
export function randomTocSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/**
 * The Tournament of Champions 2026 demo: a made-up leaderboard of 8 games and 8 players (30% shown
 * as 'Anonymous #n') from a seed. 'New sample' rolls a new seed, kept in the address (?seed=) so a
 * board can be shared and reloaded.
 */
export function TocDemo({ initialSeed }: { initialSeed: number }) {
  const [seed, setSeed] = useState(initialSeed);
  const board = useMemo(() => sampleLeaderboard(seed), [seed]);
  const reroll = () => {
    const next = randomTocSeed();
    setSeed(next);
    const url = new URL(window.location.href);
    url.searchParams.set('seed', String(next));
    window.history.replaceState(null, '', url);
  };
  return (
    <section className="toc" aria-labelledby="toc-board-title">
      <div className="toc__bar">
        <p className="toc__note">
          Sample data, randomly generated: not real scores. Sample <strong>#{seed}</strong>.
        </p>
        <button type="button" className="button" onClick={reroll}>
          <Dices aria-hidden="true" size={18} /> New sample
        </button>
      </div>
      <p className="toc__scroll-hint">Swipe or scroll the board sideways to see every game.</p>
      <section
        className="table-wrap toc__wrap"
        aria-labelledby="toc-board-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        tabIndex={0}
      >
        <table className="table toc__table">
          <caption id="toc-board-title">Sample leaderboard</caption>
          <thead>
            <tr>
              <th scope="col" className="num toc__pos">
                #
              </th>
              <th scope="col" className="toc__player">
                Player
              </th>
              {board.games.map((game) => (
                <th key={game} scope="col" className="num">
                  {game}
                </th>
              ))}
              <th scope="col" className="num toc__total">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row) => (
              <tr key={row.position}>
                <td className="num toc__pos">{row.position}</td>
                <th scope="row" className={`toc__player${row.isAnonymous ? ' is-anonymous' : ''}`}>
                  {row.isAnonymous && <EyeOff className="toc__hidden-icon" aria-hidden="true" size={14} />}
                  <span className="toc__name">{row.name}</span>
                </th>
                {row.scores.map((score, i) => (
                  <td key={board.games[i]} className="num">
                    {format(score)}
                  </td>
                ))}
                <td className="num toc__total">{format(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="toc__legend">
        <EyeOff aria-hidden="true" size={14} /> Anonymous #n: a player who chose to hide their name.
      </p>
    </section>
  );
}
