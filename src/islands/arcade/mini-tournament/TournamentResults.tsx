import { formatNumber as format } from '@/domain/format';
import { type MiniTournamentState, totalScore } from '@/games/mini-tournament';

/** Finished: the scores, locked, and the total. */
export function TournamentResults({ state }: { state: MiniTournamentState }) {
  const total = totalScore(state);
  return (
    <>
      <p className="tournament__total" aria-live="polite">
        Total: <strong>{format(total)}</strong>
      </p>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Scores of the tournament</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col" className="num">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {state.games.map((game, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; names may repeat
              <tr key={index}>
                <td>{game.name}</td>
                <td className="num">{format(game.score ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">
                <strong>{format(total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
