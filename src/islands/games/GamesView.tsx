import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { ActivateLocation } from '../../contract/schemas/locations';
import { LEVEL_FILTER_LABELS, LEVEL_FILTERS } from '../../domain/level-glance';
import { $compare } from '../../stores/compare';
import {
  $showDifferences,
  $showTotals,
  differencesOn,
  setToggle,
  totalsOn,
} from '../../stores/game-preferences';
import { $levelFilter, readLevelFilter, setLevelFilter, yesterdayScores } from '../../stores/level-filter';
import { ModalDialog } from '../shared/ModalDialog';
import { useDebounced } from '../shared/use-debounced';
import { useMounted } from '../shared/use-mounted';
import { ComparePanel } from './ComparePanel';
import { ScoreTables, type TableRoom } from './ScoreTables';
import { Toggle } from './Toggle';
import './games.css';

interface Props {
  playerName: string;
  locationId: number;
  rooms: TableRoom[];
  /** The cached profile's scores by level key, when the profile is tracked. */
  cached: Record<string, number> | null;
  locations: ActivateLocation[];
  /**
   * The same tables as the server drew them, left as they are (not hydrated): drawing sixty-odd
   * tables again in the browser blocked the page for a second on a phone. They are drawn here
   * only once a filter or a comparison changes them.
   */
  children?: ReactNode;
}

/** The games screen: toggles, the game filter, the comparison panel and the score tables. */
export function GamesView({ playerName, locationId, rooms, cached, locations, children }: Props) {
  const mounted = useMounted();
  const storedTotals = useStore($showTotals);
  const storedDiffs = useStore($showDifferences);
  const { columns } = useStore($compare);
  const levelFilter = useStore($levelFilter);
  const yesterday = useStore(yesterdayScores.$state);
  useEffect(() => {
    readLevelFilter(window.location.search);
    const chip = $levelFilter.get();
    if (chip) setLevelFilter(chip, playerName, locationId);
  }, [playerName, locationId]);
  const [filter, setFilter] = useState('');
  const settled = useDebounced(filter);
  const filterId = useId();
  const sheetTitleId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const comparing = columns.length > 0;
  const tracked = cached !== null;

  const needle = settled.trim().toLocaleLowerCase('und');
  const shown = useMemo(() => {
    if (needle === '') return rooms;
    return rooms
      .map((room) => ({
        ...room,
        games: room.games.filter((g) => g.gameName.toLocaleLowerCase('und').includes(needle)),
      }))
      .filter((room) => room.games.length > 0);
  }, [rooms, needle]);

  return (
    <div className="games" data-tracked={tracked && !comparing ? 'true' : 'false'}>
      <div className="games__toolbar">
        {/* The switches' states are in localStorage, so the switches show once the page runs;
            until then their labels stand in place (nothing moves when they appear), and the tables
            already follow the stored choices from the first paint (see BaseLayout's head script). */}
        <div className={`games__toggles${mounted ? '' : ' games__toggles--pending'}`}>
          <Toggle
            label="Show Total Scores"
            checked={mounted && totalsOn(storedTotals)}
            onChange={(on) => setToggle('totals', on)}
          />
          {tracked && !comparing && (
            <Toggle
              label="Show Differences From Cached Profile"
              checked={mounted && differencesOn(storedDiffs, tracked)}
              onChange={(on) => setToggle('differences', on)}
            />
          )}
        </div>
        <label className="visually-hidden" htmlFor={filterId}>
          Filter game
        </label>
        {/* On a phone the comparison panel is a bottom sheet, opened from here. */}
        <button
          type="button"
          className="button games__compare-open"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          Compare{columns.length > 0 ? ` (${columns.length})` : ''}
        </button>
        <input
          id={filterId}
          className="input games__filter"
          type="search"
          placeholder="Filter game..."
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <fieldset className="level-chips">
        <legend className="level-chips__legend">Show only</legend>
        {LEVEL_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="chip"
            aria-pressed={levelFilter === f}
            onClick={() => setLevelFilter(levelFilter === f ? null : f, playerName, locationId)}
          >
            {LEVEL_FILTER_LABELS[f]}
          </button>
        ))}
        {levelFilter === 'improved' && yesterday.error && (
          <span className="level-chips__note" role="status">
            {yesterday.error}
          </span>
        )}
      </fieldset>
      {sheetOpen && (
        <ModalDialog className="sheet" labelledBy={sheetTitleId} onClose={() => setSheetOpen(false)}>
          <div className="sheet__bar">
            <h2 id={sheetTitleId} className="sheet__title">
              Compare with players, yesterday or other locations
            </h2>
            <form method="dialog">
              <button type="submit" className="button">
                Close
              </button>
            </form>
          </div>
          <ComparePanel
            playerName={playerName}
            locationId={locationId}
            locations={locations}
            onCompared={() => setSheetOpen(false)}
            quietTitle
          />
        </ModalDialog>
      )}
      <div className="games__layout">
        <div className="games__compare">
          <ComparePanel playerName={playerName} locationId={locationId} locations={locations} />
        </div>
        <div className="games__tables">
          {children && needle === '' && !comparing && levelFilter === null ? (
            children
          ) : shown.length === 0 ? (
            <p className="empty">No game matches “{settled}”.</p>
          ) : (
            <ScoreTables
              playerName={playerName}
              locationId={locationId}
              rooms={shown}
              columns={columns}
              cached={cached}
              differences={tracked && !comparing}
              filter={levelFilter === 'improved' && yesterday.loading ? null : levelFilter}
              yesterday={yesterday.data}
            />
          )}
        </div>
      </div>
    </div>
  );
}
