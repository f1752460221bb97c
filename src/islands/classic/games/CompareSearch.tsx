import { useStore } from '@nanostores/react';
import UserPlus from 'lucide-react/icons/user-plus';
import { type SubmitEvent, useEffect, useId } from 'react';
import {
  $compareEntry,
  $compareLocation,
  $compareSearch,
  $compareVenues,
  clearCompareSearch,
  comparePlayers,
  loadCompareVenues,
  setCompareEntry,
  setCompareLocation,
} from '@/stores/classic-compare';
import { $classicLocations } from '@/stores/classic-lookup';

interface Props {
  playerName: string;
  locationId: number;
}

/** The compare search: one or more names (separated by ';') and the location to look them up at. */
export function CompareSearch({ playerName, locationId }: Props) {
  const entry = useStore($compareEntry);
  const location = useStore($compareLocation);
  const search = useStore($compareSearch);
  const venues = useStore($compareVenues);
  const { data: playerVenues } = useStore($classicLocations);
  const nameId = useId();
  const locationId_ = useId();

  useEffect(() => {
    void loadCompareVenues();
  }, []);
  // The shown venue is the natural place to compare at.
  useEffect(() => {
    if ($compareLocation.get() === null) setCompareLocation(locationId);
  }, [locationId]);

  const options = venues.data.length > 0 ? venues.data : playerVenues;
  const blank = entry.trim() === '';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank && location !== null && !search.loading) void comparePlayers(playerName);
  };
  const hasPrevious = entry !== '' || search.error !== null || search.data.length > 0;

  return (
    <div className="compare-search">
      <form className="compare-search__form" onSubmit={onSubmit}>
        <div className="field compare-search__name">
          <label htmlFor={nameId}>Compare with player</label>
          <input
            id={nameId}
            className="input"
            type="text"
            placeholder="Name (several: separate with ;)"
            autoComplete="off"
            spellCheck={false}
            value={entry}
            onChange={(e) => setCompareEntry(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={locationId_}>Location</label>
          <select
            id={locationId_}
            className="select"
            value={location ?? ''}
            onChange={(e) => setCompareLocation(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">Choose a location</option>
            {options.map((v) => (
              <option key={v.id} value={v.id}>
                <bdi>{v.name}</bdi>
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={blank || location === null || search.loading}
          aria-busy={search.loading}
        >
          <UserPlus aria-hidden="true" size={18} /> {search.loading ? 'Comparing…' : 'Compare'}
        </button>
      </form>
      {venues.error && <p className="error-text">{venues.error}</p>}
      {search.error && (
        <p className="error-text" role="alert">
          {search.error}
        </p>
      )}
      {hasPrevious && (
        <button
          type="button"
          className="button button--ghost compare-search__clear"
          onClick={clearCompareSearch}
        >
          Clear previous search
        </button>
      )}
    </div>
  );
}
