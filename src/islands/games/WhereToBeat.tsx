import { headToHead } from '../../domain/head-to-head';
import type { CompareColumn } from '../../stores/compare';
import { DuelList } from '../shared/DuelList';
import type { TableRoom } from './score-tables-markup';

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
  const levels = rooms.flatMap((r) =>
    r.games.flatMap((g) => g.scores.map((l) => ({ ...l, gameName: g.gameName }))),
  );
  return (
    <div className="where-to-beat">
      {players.map((c) => {
        const { theyLead, iLead } = headToHead(levels, c.scores);
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
