import { formatNumber as n } from '../../domain/format';
import { headToHead, type LevelDuel } from '../../domain/head-to-head';
import type { CompareColumn } from '../../stores/compare';
import type { TableRoom } from './score-tables-markup';

/** How many duels each list shows: the closest, the ones one good game turns round. */
const SHOWN = 5;

/**
 * Compared with players: for each, the levels where they are just ahead of the page's player and
 * where the player is just ahead of them, the closest first, each a link to the level's board
 * (relative to the games page's address, as the tables' level numbers are).
 */
export function WhereToBeat({
  playerName,
  rooms,
  columns,
}: {
  playerName: string;
  rooms: readonly TableRoom[];
  columns: readonly CompareColumn[];
}) {
  const players = columns.filter((c) => c.kind === 'player');
  if (players.length === 0) return null;
  const games = rooms.flatMap((r) => r.games);
  return (
    <div className="where-to-beat">
      {players.map((c) => {
        const { theyLead, iLead } = headToHead(games, c.scores);
        return (
          <section key={c.key} className="card where-to-beat__player" aria-label={`Where to beat ${c.label}`}>
            <DuelList
              title={
                <>
                  Levels where <bdi>{c.label}</bdi> is just ahead of <bdi>{playerName}</bdi>
                </>
              }
              duels={theyLead}
              none="None: every level both played is yours or tied."
              leader="theirs"
            />
            <DuelList
              title={
                <>
                  Levels where <bdi>{playerName}</bdi> is just ahead of <bdi>{c.label}</bdi>
                </>
              }
              duels={iLead}
              none="None yet."
              leader="mine"
            />
          </section>
        );
      })}
    </div>
  );
}

function DuelList({
  title,
  duels,
  none,
  leader,
}: {
  title: React.ReactNode;
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
