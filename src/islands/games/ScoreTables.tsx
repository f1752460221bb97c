import Crown from 'lucide-react/icons/crown';
import { formatNumber as n } from '../../domain/format';
import { levelBoardLabel, levelBoardPath } from '../../domain/level-board-path';
import {
  formatGap,
  gameSummaryText,
  gapToTop,
  type LevelFilter,
  levelPasses,
  summarizeGame,
} from '../../domain/level-glance';
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
  /** The venue shown: each level's number then links to its board there. */
  locationId?: number | undefined;
  rooms: TableRoom[];
  columns: CompareColumn[];
  /** The cached profile's scores by level key, when the profile is tracked. */
  cached: Record<string, number> | null;
  /** Whether differences from the cached profile may show (tracked and not comparing). */
  differences: boolean;
  /** The level filter chip that is on: only the levels that pass it are listed. */
  filter?: LevelFilter | null;
  /** Yesterday's scores by level key (for the 'Improved since yesterday' filter). */
  yesterday?: Record<string, number> | null;
}

/**
 * A score and, under it, what it means against the level's top: a crown when it is the top, its
 * gap below the top ('−790') otherwise, and '—' for a level never played.
 */
function ScoreCell({ score, top, diff }: { score: number; top: number; diff?: number | undefined }) {
  const gap = gapToTop({ highScore: score, topScore: top });
  if (gap === null) {
    return (
      <td className="num cell--unplayed">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">not played</span>
      </td>
    );
  }
  const best = gap === 0;
  return (
    <td className={`num${best ? ' cell--top' : ''}`}>
      {n(score)}
      {diff !== undefined && diff !== 0 && (
        <span className="level-diff">
          {' '}
          <Difference value={diff} />
        </span>
      )}
      <span className="cell__gap">
        {best ? (
          <>
            <Crown aria-hidden="true" size={14} />
            <span className="visually-hidden"> (top score)</span>
          </>
        ) : (
          <>
            <span className="visually-hidden"> (</span>
            {formatGap(gap)}
            <span className="visually-hidden"> from the top)</span>
          </>
        )}
      </span>
    </td>
  );
}

/**
 * The games table: per room, per game, the ten levels with scores (one column per player) and the
 * top. Each game folds (a <details> open by default; the page's head script folds it as the
 * address says), its summary line giving the game's played levels, top scores and total.
 */
export function ScoreTables({
  playerName,
  locationId,
  rooms,
  columns,
  cached,
  differences,
  filter = null,
  yesterday = null,
}: Props) {
  const comparing = columns.length > 0;
  const shown = rooms
    .map((room) => ({
      ...room,
      games: room.games
        .map((game) => ({
          game,
          levels: game.scores.filter((l) =>
            levelPasses(filter, l, yesterday?.[levelKey(l.gameId, l.levelId)]),
          ),
        }))
        .filter((g) => g.levels.length > 0),
    }))
    .filter((room) => room.games.length > 0);
  if (shown.length === 0) return <p className="empty">No level matches this filter.</p>;
  return (
    <div className={`score-tables${comparing ? ' score-tables--comparing' : ''}`}>
      {shown.map((room) => (
        <section key={room.roomId} className="score-tables__room" aria-labelledby={`room-${room.roomId}`}>
          <h2 id={`room-${room.roomId}`} className="score-tables__room-title">
            {room.roomName}
          </h2>
          <div className="score-tables__games">
            {room.games.map(({ game, levels }) => {
              const summary = summarizeGame(game.scores);
              const topTotal = game.scores.reduce((s, l) => s + l.topScore, 0);
              return (
                <details key={game.gameId} className="score-tables__game" data-game-id={game.gameId} open>
                  <summary className="score-tables__summary">
                    <span className="score-tables__name">{game.gameName}</span>
                    <span className="score-tables__figures">{gameSummaryText(summary)}</span>
                  </summary>
                  <div
                    className="table-wrap"
                    // Compared columns may be wider than the screen: the keyboard scrolls them too.
                    {...(comparing
                      ? { tabIndex: 0, role: 'region', 'aria-label': `${game.gameName} scores` }
                      : {})}
                  >
                    <table className="table">
                      <caption className="visually-hidden">{game.gameName}</caption>
                      <thead>
                        <tr>
                          <th scope="col" className="score-tables__level">
                            Level
                          </th>
                          {comparing ? (
                            <>
                              <th scope="col" className="num">
                                <bdi>{playerName}</bdi>
                              </th>
                              {columns.map((c) => (
                                <th scope="col" className="num" key={c.key}>
                                  {c.kind === 'yesterday' ? 'Change from Yesterday' : c.label}
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
                        {levels.map((level) => {
                          const key = levelKey(level.gameId, level.levelId);
                          const before = cached?.[key];
                          return (
                            <tr key={key}>
                              <th scope="row" className="score-tables__level">
                                {locationId === undefined ? (
                                  level.levelId + 1
                                ) : (
                                  <a
                                    className="score-tables__board-link"
                                    href={levelBoardPath(
                                      playerName,
                                      locationId,
                                      level.gameId,
                                      level.levelId + 1,
                                    )}
                                    aria-label={levelBoardLabel(game.gameName, level.levelId + 1)}
                                  >
                                    {level.levelId + 1}
                                  </a>
                                )}
                              </th>
                              <ScoreCell
                                score={level.highScore}
                                top={level.topScore}
                                diff={
                                  differences && cached
                                    ? amountChange(before ?? 0, level.highScore)
                                    : undefined
                                }
                              />
                              {columns.map((c) =>
                                c.kind === 'yesterday' ? (
                                  // Yesterday as what changed since, not a second column of big numbers.
                                  <td className="num" key={c.key}>
                                    <Difference value={amountChange(c.scores[key] ?? 0, level.highScore)} />
                                  </td>
                                ) : (
                                  <ScoreCell key={c.key} score={c.scores[key] ?? 0} top={level.topScore} />
                                ),
                              )}
                              <td className="num">{n(level.topScore)}</td>
                            </tr>
                          );
                        })}
                      </tbody>
                      <tfoot className="score-tables__total">
                        <tr>
                          <th scope="row" className="score-tables__level">
                            Total
                          </th>
                          <td className="num">{n(summary.total)}</td>
                          {columns.map((c) => {
                            const then = game.scores.reduce(
                              (s, l) => s + (c.scores[levelKey(l.gameId, l.levelId)] ?? 0),
                              0,
                            );
                            return (
                              <td className="num" key={c.key}>
                                {c.kind === 'yesterday' ? (
                                  <Difference value={amountChange(then, summary.total)} />
                                ) : (
                                  n(then)
                                )}
                              </td>
                            );
                          })}
                          <td className="num">{n(topTotal)}</td>
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                </details>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
