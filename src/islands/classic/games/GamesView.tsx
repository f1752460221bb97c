import { useStore } from '@nanostores/react';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useMemo } from 'react';
import type { ClassicPlayerInfo } from '@/contract/schemas/classic';
import type { ClassicLocation } from '@/contract/schemas/locations';
import { gameRows, scoreIndex, visibleRooms } from '@/domain/classic-games';
import { formatNumber as n } from '@/domain/format';
import { $classicFilters } from '@/stores/classic-filters';
import { $comparisonColumns } from '@/stores/classic-games';
import { ComparedPlayers } from './ComparedPlayers';
import { CompareSearch } from './CompareSearch';
import { ComparisonModes } from './ComparisonModes';
import { FiltersDialog } from './FiltersDialog';
import { GameTabs } from './GameTabs';
import { LevelTable } from './LevelTable';

interface Props {
  player: ClassicPlayerInfo;
  venue: ClassicLocation;
  /** The room chosen in the menu (the first one when none is). */
  roomId: number | undefined;
}

/** The games view of one room: disclaimer, filters, comparisons, game tabs and level tables. */
export function GamesView({ player, venue, roomId }: Props) {
  const filters = useStore($classicFilters);
  const columns = useStore($comparisonColumns);
  const rooms = visibleRooms(venue.rooms);
  const room = rooms.find((r) => r.id === roomId) ?? rooms[0];
  const own = useMemo(() => scoreIndex(player.high_scores), [player.high_scores]);
  const games = useMemo(
    () => (room ? room.games.map((game) => ({ game, rows: gameRows(game, own, columns) })) : []),
    [room, own, columns],
  );

  if (!room) return <p className="empty">This location has no games.</p>;
  const counts = [
    { label: 'Top scores', value: player.topScores[room.id] ?? 0 },
    { label: 'Not top scores', value: player.notTopScores[room.id] ?? 0 },
    { label: 'Missing levels', value: player.missingLevels[room.id] ?? 0 },
  ];

  return (
    <div className="games-view">
      <p className="classic-banner classic-banner--warning" role="note">
        <TriangleAlert aria-hidden="true" size={20} />
        Disclaimer - Game Scores are no longer reliable
      </p>
      <ul className="games-view__counts" aria-label={`${room.name} levels`}>
        {counts.map((c) => (
          <li key={c.label}>
            <span className="games-view__count">{n(c.value)}</span> {c.label}
          </li>
        ))}
      </ul>
      <div className="games-view__toolbar">
        <FiltersDialog comparing={columns.length > 0} />
        <ComparisonModes playerName={player.player_name} locationId={venue.id} />
      </div>
      <CompareSearch playerName={player.player_name} locationId={venue.id} />
      <ComparedPlayers />
      {filters.isMultiGameView ? (
        <div className="games-view__all">
          {games.map(({ game, rows }) => (
            <LevelTable key={game.id} gameName={game.name} rows={rows} columns={columns} filters={filters} />
          ))}
        </div>
      ) : (
        <GameTabs key={room.id} games={games} columns={columns} filters={filters} />
      )}
    </div>
  );
}
