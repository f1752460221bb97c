import { useStore } from '@nanostores/react';
import X from 'lucide-react/icons/x';
import { type SubmitEvent, useId, useState } from 'react';
import type { ActivateLocation } from '../../contract/schemas/locations';
import {
  $compare,
  addComparePlayers,
  compareWithOtherLocations,
  compareWithYesterday,
  removeComparePlayer,
} from '../../stores/compare';
import { Toggle } from './Toggle';

interface Props {
  playerName: string;
  locationId: number;
  locations: ActivateLocation[];
}

/**
 * The comparison panel (desktop): add players by name (several at once, split on ';') at a chosen
 * venue, remove them, or compare with yesterday or with the player's other venues (one of those two).
 */
export function ComparePanel({ playerName, locationId, locations }: Props) {
  const { columns, loading } = useStore($compare);
  const [entry, setEntry] = useState('');
  const [venue, setVenue] = useState(String(locationId));
  const nameId = useId();
  const venueId = useId();
  const players = columns.filter((c) => c.kind === 'player');
  const yesterday = columns.some((c) => c.kind === 'yesterday');
  const otherVenues = columns.some((c) => c.kind === 'location');
  const ready = entry.trim() !== '' && venue !== '' && !loading;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    await addComparePlayers(entry, Number(venue), playerName);
    setEntry('');
  };

  return (
    <section className="card compare-panel" aria-labelledby="compare-title">
      <h2 id="compare-title" className="card__title">
        Compare
      </h2>
      <form className="compare-panel__form" onSubmit={onSubmit}>
        <label className="field" htmlFor={nameId}>
          Players (separate names with ;)
        </label>
        <input
          id={nameId}
          className="input"
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
          placeholder="Player name; another player"
          autoComplete="off"
        />
        <label className="field" htmlFor={venueId}>
          Location
        </label>
        <select
          id={venueId}
          className="select"
          value={venue}
          onChange={(e) => setVenue(e.target.value)}
          required
        >
          <option value="">Choose a location</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              <bdi>{l.name}</bdi>
            </option>
          ))}
        </select>
        <button className="button button--primary" type="submit" disabled={!ready} aria-busy={loading}>
          Search
        </button>
      </form>
      {players.length > 0 && (
        <ul className="compare-panel__players" aria-label="Compared players">
          {players.map((p) => (
            <li key={p.key}>
              <bdi>{p.playerName}</bdi>
              <button
                type="button"
                className="icon-button icon-button--small"
                aria-label={`Remove ${p.playerName}`}
                onClick={() => removeComparePlayer(p.playerName)}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="compare-panel__modes">
        <Toggle
          label="Compare with yesterday"
          checked={yesterday}
          onChange={(on) => void compareWithYesterday(on, playerName, locationId)}
        />
        <Toggle
          label="Compare with other locations"
          checked={otherVenues}
          onChange={(on) => void compareWithOtherLocations(on, playerName, locationId)}
        />
      </div>
    </section>
  );
}
