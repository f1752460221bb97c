import { formatNumber as n } from '../../domain/format';
import { isTopScore } from '../../domain/levels';
import { amountChange } from '../../domain/rank-change';
import { type CompareColumn, levelKey } from '../../stores/compare';
import { Difference } from '../shared/Difference';

/** A room's games and levels as the tables need them. */
export interface TableRoom {
  roomId: number;
  roomName: string;
  games: Array<{
    gameId: number;
    gameName: string;
    scores: Array<{ gameId: number; levelId: number; highScore: number; topScore: number }>;
  }>;
}

interface Props {
  playerName: string;
  rooms: TableRoom[];
  columns: CompareColumn[];
  /** The cached profile's scores by level key, when the profile is tracked. */
  cached: Record<string, number> | null;
  /** Whether differences from the cached profile may show (tracked and not comparing). */
  differences: boolean;
}

function ScoreCell({ score, top, diff }: { score: number; top: number; diff?: number | undefined }) {
  const best = isTopScore(score, top);
  return (
    <td className={`num${best ? ' cell--top' : ''}`}>
      {n(score)}
      {best && <span className="visually-hidden"> (top score)</span>}
      {diff !== undefined && diff !== 0 && (
        <span className="level-diff">
          {' '}
          <Difference value={diff} />
        </span>
      )}
    </td>
  );
}

/** The games table: per room, per game, the ten levels with scores (one column per player) and the top. */
export function ScoreTables({ playerName, rooms, columns, cached, differences }: Props) {
  const comparing = columns.length > 0;
  return (
    <div className="score-tables">
      {rooms.map((room) => (
        <section key={room.roomId} className="score-tables__room" aria-labelledby={`room-${room.roomId}`}>
          <h2 id={`room-${room.roomId}`} className="score-tables__room-title">
            {room.roomName}
          </h2>
          <div className="score-tables__games">
            {room.games.map((game) => {
              const total = game.scores.reduce((s, l) => s + l.highScore, 0);
              const topTotal = game.scores.reduce((s, l) => s + l.topScore, 0);
              return (
                <div key={game.gameId} className="table-wrap score-tables__game">
                  <table className="table">
                    <caption>{game.gameName}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Level</th>
                        {comparing ? (
                          <>
                            <th scope="col" className="num">
                              <bdi>{playerName}</bdi>
                            </th>
                            {columns.map((c) => (
                              <th scope="col" className="num" key={c.key}>
                                {c.label}
                              </th>
                            ))}
                          </>
                        ) : (
                          <th scope="col" className="num">
                            Score
                          </th>
                        )}
                        <th scope="col" className="num">
                          Top Score
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {game.scores.map((level) => {
                        const key = levelKey(level.gameId, level.levelId);
                        const before = cached?.[key];
                        return (
                          <tr key={key}>
                            <th scope="row">{level.levelId + 1}</th>
                            <ScoreCell
                              score={level.highScore}
                              top={level.topScore}
                              diff={
                                differences && cached ? amountChange(before ?? 0, level.highScore) : undefined
                              }
                            />
                            {columns.map((c) => (
                              <ScoreCell key={c.key} score={c.scores[key] ?? 0} top={level.topScore} />
                            ))}
                            <td className="num">{n(level.topScore)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                    <tfoot className="score-tables__total">
                      <tr>
                        <th scope="row">Total</th>
                        <td className="num">{n(total)}</td>
                        {columns.map((c) => (
                          <td className="num" key={c.key}>
                            {n(
                              game.scores.reduce(
                                (s, l) => s + (c.scores[levelKey(l.gameId, l.levelId)] ?? 0),
                                0,
                              ),
                            )}
                          </td>
                        ))}
                        <td className="num">{n(topTotal)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
