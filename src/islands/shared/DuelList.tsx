import './duel-list.css';
import type { ReactNode } from 'react';
import { formatNumber as n } from '../../domain/format';
import type { LevelDuel } from '../../domain/head-to-head';

/** How many duels a list shows: the closest, the ones one good game turns round. */
const SHOWN = 5;

/**
 * A list of levels where one player is just ahead of another, the closest first: each level a
 * link to its board (relative to a player page's address: `level/{game}/{n}`), the lead and both
 * scores. `leader` says whose score comes first.
 */
export function DuelList({
  title,
  duels,
  none,
  leader,
}: {
  title: ReactNode;
  duels: readonly LevelDuel[];
  none: string;
  leader: 'mine' | 'theirs';
}) {
  return (
    <div className="where-to-beat__list">
      <h3 className="where-to-beat__title">{title}</h3>
      {duels.length === 0 ? (
        <p className="where-to-beat__none">{none}</p>
      ) : (
        <ol>
          {duels.slice(0, SHOWN).map((d) => (
            <li key={`${d.gameId}:${d.levelId}`}>
              <a className="where-to-beat__level" href={`level/${d.gameId}/${d.levelId + 1}`}>
                {d.gameName} L{d.levelId + 1}
              </a>{' '}
              by {n(d.gap)}{' '}
              <span className="where-to-beat__scores">
                ({n(leader === 'mine' ? d.mine : d.theirs)} to {n(leader === 'mine' ? d.theirs : d.mine)})
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
