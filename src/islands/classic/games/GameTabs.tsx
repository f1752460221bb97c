import * as Tabs from '@radix-ui/react-tabs';
import type { CatalogGame, ComparisonColumn, LevelRow } from '@/domain/classic-games';
import { FIRST_ROW_GAME_TABS } from '@/domain/constants';
import type { FilterSettings } from '@/domain/filters';
import { LevelTable } from './LevelTable';

interface Props {
  games: ReadonlyArray<{ game: CatalogGame; rows: LevelRow[] }>;
  columns: readonly ComparisonColumn[];
  filters: FilterSettings;
}

/** One tab per game of the room: the first four on the first row, the rest on a second. */
export function GameTabs({ games, columns, filters }: Props) {
  const first = games[0];
  if (!first) return null;
  const rows = [games.slice(0, FIRST_ROW_GAME_TABS), games.slice(FIRST_ROW_GAME_TABS)].filter(
    (r) => r.length > 0,
  );
  return (
    <Tabs.Root className="game-tabs" defaultValue={String(first.game.id)}>
      <Tabs.List className="game-tabs__list" aria-label="Games">
        {rows.map((row, i) => (
          <div key={row[0]?.game.id ?? i} className="game-tabs__row" role="presentation">
            {row.map(({ game }) => (
              <Tabs.Trigger key={game.id} value={String(game.id)} className="game-tabs__tab tab-button">
                {game.name}
              </Tabs.Trigger>
            ))}
          </div>
        ))}
      </Tabs.List>
      {games.map(({ game, rows: levels }) => (
        <Tabs.Content key={game.id} value={String(game.id)} className="game-tabs__panel">
          <LevelTable gameName={game.name} rows={levels} columns={columns} filters={filters} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
