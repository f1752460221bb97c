import Crown from 'lucide-react/icons/crown';
import { type ComparisonColumn, gameTotals, type LevelRow } from '@/domain/classic-games';
import { type FilterSettings, filterLevels } from '@/domain/filters';
import { formatNumber as n } from '@/domain/format';
import { isTopScore } from '@/domain/levels';
import { ScoreGap } from './ScoreGap';

interface Props {
  gameName: string;
  rows: readonly LevelRow[];
  columns: readonly ComparisonColumn[];
  filters: FilterSettings;
}

/** A score cell: green with a crown when it holds the top score (never colour alone). */
function ScoreCell({ score, topScore }: { score: number | null; topScore: number }) {
  if (score === null) {
    return (
      <td className="num level-table__absent">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">not at this location</span>
      </td>
    );
  }
  const top = isTopScore(score, topScore);
  return (
    <td className={top ? 'num cell--top' : 'num'}>
      {top && <Crown aria-hidden="true" size={14} className="level-table__crown" />}
      {n(score)}
      {top && <span className="visually-hidden"> (top score)</span>}
    </td>
  );
}

/** A game's level table: levels 1 to 10, the score, each compared score (and difference), the top score. */
export function LevelTable({ gameName, rows, columns, filters }: Props) {
  const shown = filterLevels(rows, filters);
  const diff = filters.showScoreDifference && columns.length > 0;
  const width = 3 + columns.length * (diff ? 2 : 1);
  const totals = gameTotals(rows, columns.length);

  return (
    <div className="table-wrap level-table__wrap">
      <table className="table level-table">
        <caption>{gameName}</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col" className="num">
              Score
            </th>
            {columns.map((c) => [
              <th key={c.id} scope="col" className="num">
                {c.label}
              </th>,
              diff && (
                <th key={`${c.id}:diff`} scope="col" className="num">
                  Diff<span className="visually-hidden"> with {c.label}</span>
                </th>
              ),
            ])}
            <th scope="col" className="num">
              Top Score
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={width} className="empty">
                No levels match the filters.
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={row.levelId}>
                <th scope="row">{row.label}</th>
                <ScoreCell score={row.score} topScore={row.topScore} />
                {row.compared.map((c, i) => {
                  const column = columns[i];
                  if (!column) return null;
                  return [
                    <ScoreCell key={column.id} score={c} topScore={row.topScore} />,
                    diff && (
                      <td key={`${column.id}:diff`} className="num">
                        {c === null ? '' : <ScoreGap value={row.score - c} />}
                      </td>
                    ),
                  ];
                })}
                <td className="num">{n(row.topScore)}</td>
              </tr>
            ))
          )}
        </tbody>
        {filters.showTotalScorePerGame && (
          <tfoot>
            <tr className="level-table__total">
              <th scope="row">Total</th>
              <td className="num">{n(totals.score)}</td>
              {totals.compared.map((c, i) => {
                const column = columns[i];
                if (!column) return null;
                return [
                  <td key={column.id} className="num">
                    {c === null ? '–' : n(c)}
                  </td>,
                  diff && (
                    <td key={`${column.id}:diff`} className="num">
                      {c === null ? '' : <ScoreGap value={totals.score - c} />}
                    </td>
                  ),
                ];
              })}
              <td className="num">{n(totals.topScore)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
