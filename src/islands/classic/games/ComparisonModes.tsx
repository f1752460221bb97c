import { useStore } from '@nanostores/react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import MapPinned from 'lucide-react/icons/map-pinned';
import {
  $allLocations,
  $yesterday,
  clearAllLocations,
  clearYesterday,
  compareWithOtherLocations,
  compareWithYesterday,
} from '@/stores/classic-comparisons';
import { Spinner } from '../../shared/Spinner';

interface Props {
  playerName: string;
  locationId: number;
}

/** Compare with yesterday or with the player's other locations (one at a time), and their clear actions. */
export function ComparisonModes({ playerName, locationId }: Props) {
  const yesterday = useStore($yesterday);
  const all = useStore($allLocations);
  const yesterdayOn = yesterday.loading || yesterday.data !== null;
  const allOn = all.loading || all.data !== null;
  const others = all.data?.locations.filter((l) => l.id !== locationId) ?? [];

  return (
    <div className="comparison-modes">
      <fieldset className="comparison-modes__buttons">
        <legend className="visually-hidden">Compare with</legend>
        <button
          type="button"
          className="button"
          aria-pressed={yesterdayOn}
          onClick={() => (yesterdayOn ? clearYesterday() : void compareWithYesterday(playerName, locationId))}
        >
          <CalendarClock aria-hidden="true" size={18} /> Compare with yesterday
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={allOn}
          onClick={() => (allOn ? clearAllLocations() : void compareWithOtherLocations(playerName))}
        >
          <MapPinned aria-hidden="true" size={18} /> Compare with other locations
        </button>
      </fieldset>
      {(yesterday.loading || all.loading) && <Spinner label="Loading the comparison…" />}
      {yesterday.error && (
        <p className="error-text" role="alert">
          {yesterday.error}
        </p>
      )}
      {all.error && (
        <p className="error-text" role="alert">
          {all.error}
        </p>
      )}
      {yesterday.data && (
        <p className="comparison-modes__active">
          Comparing with yesterday ({yesterday.data.day}).{' '}
          <button type="button" className="button button--ghost" onClick={clearYesterday}>
            Clear yesterday data
          </button>
        </p>
      )}
      {all.data && (
        <p className="comparison-modes__active">
          {others.length > 0
            ? `Comparing with ${others.map((o) => o.name).join(', ')}.`
            : 'No other locations to compare with.'}{' '}
          <button type="button" className="button button--ghost" onClick={clearAllLocations}>
            Clear all-locations data
          </button>
        </p>
      )}
    </div>
  );
}
