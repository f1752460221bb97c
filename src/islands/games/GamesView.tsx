import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
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
import { gamesTables, loadGamesTables, tablesKey } from '../../stores/games-tables';
import { $levelFilter, readLevelFilter, setLevelFilter, yesterdayScores } from '../../stores/level-filter';
import { ModalDialog } from '../shared/ModalDialog';
import { useDebounced } from '../shared/use-debounced';
import { useEarlyInput } from '../shared/use-early-input';
import { useMounted } from '../shared/use-mounted';
import { ComparePanel } from './ComparePanel';
import { ScoreTables } from './ScoreTables';
import { Toggle } from './Toggle';
import { WhereToBeat } from './WhereToBeat';
import './games.css';

interface Props {
  playerName: string;
  locationId: number;
  /** Whether the profile is tracked (has a cached profile to show differences from). */
  tracked: boolean;
  locations: ActivateLocation[];
  /**
   * The tables as the server drew them, left as they are (not hydrated): drawing sixty-odd tables
   * again in the browser blocked the page for a second on a phone. The island is not sent their
   * data either: a filter or a comparison loads it (gamesTables) and redraws them.
   */
  children?: ReactNode;
}

/** The games screen: toggles, the game filter, the comparison panel and the score tables. */
export function GamesView({ playerName, locationId, tracked, locations, children }: Props) {
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
  const filterBox = useRef<HTMLInputElement>(null);
  useEarlyInput(filterBox, setFilter);
  const settled = useDebounced(filter);
  const filterId = useId();
  const sheetTitleId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const comparing = columns.length > 0;
  const tables = useStore(gamesTables.$state);
  const data = tables.data?.key === tablesKey(playerName, locationId) ? tables.data : null;
  const rooms = data?.rooms;

  const needle = settled.trim().toLocaleLowerCase('und');
  // The server's tables serve until a filter or a comparison needs them drawn again (a page made in
  // the browser, with none, draws them from the start).
  const redrawn = children === undefined || needle !== '' || comparing || levelFilter !== null;
  useEffect(() => {
    if (redrawn) loadGamesTables(playerName, locationId, tracked);
  }, [redrawn, playerName, locationId, tracked]);
  const shown = useMemo(() => {
    if (!rooms || needle === '') return rooms;
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
          ref={filterBox}
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
        {/* One row on a phone, scrolling sideways with its edges faded where more chips are. */}
        <div className="level-chips__row scroll-cue">
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
        </div>
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
          {!redrawn || !shown ? (
            <>
              {redrawn && (
                <p
                  className={tables.error ? 'games__status games__status--error' : 'games__status'}
                  role="status"
                >
                  {tables.error ?? 'Loading the scores…'}
                  {tables.error && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => loadGamesTables(playerName, locationId, tracked)}
                    >
                      Try again
                    </button>
                  )}
                </p>
              )}
              {children}
            </>
          ) : shown.length === 0 ? (
            <p className="empty">No game matches “{settled}”.</p>
          ) : (
            <>
              {rooms && <WhereToBeat playerName={playerName} rooms={rooms} columns={columns} />}
              <ScoreTables
                playerName={playerName}
                rooms={shown}
                columns={columns}
                cached={data?.cached ?? null}
                differences={tracked && !comparing}
                filter={levelFilter === 'improved' && yesterday.loading ? null : levelFilter}
                yesterday={yesterday.data}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
