import { useStore } from '@nanostores/react';
import X from 'lucide-react/icons/x';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { callApi } from '../../client/api';
import { routes } from '../../contract/routes';
import type { ActivateLocation } from '../../contract/schemas/locations';
import { notComparedText } from '../../domain/compare';
import { TYPE_AHEAD_DEBOUNCE_MS, TYPE_AHEAD_MIN_LENGTH } from '../../domain/suggestions';
import {
  $compare,
  addComparePlayers,
  compareWithOtherLocations,
  compareWithYesterday,
  dismissNotCompared,
  removeComparePlayer,
} from '../../stores/compare';
import { Isolated } from '../shared/Isolated';
import { useDebounced } from '../shared/use-debounced';
import { Toggle } from './Toggle';
import { useFriendsToOffer } from './use-friends-to-offer';

interface Props {
  playerName: string;
  locationId: number;
  locations: ActivateLocation[];
  /** Called after names were compared, every one of them (the phone's sheet then closes). */
  onCompared?: () => void;
  /** Whether the panel's title is for screen readers only (the sheet's own title says it). */
  quietTitle?: boolean;
}

/**
 * Names of the venue's players like the one being typed, for the name box's type-ahead: every
 * player who plays there, not only its board's best (the server's suggestions, limited to a venue).
 */
async function venuePlayers(text: string, locationId: number): Promise<string[]> {
  if ([...text].length < TYPE_AHEAD_MIN_LENGTH || !(locationId > 0)) return [];
  try {
    const found = await callApi(routes.suggestPlayers, { query: { q: text, locationId } });
    return found.map((suggestion) => suggestion.name);
  } catch {
    // The type-ahead is a help: without it the box still compares the names typed.
    return [];
  }
}

/**
 * The comparison panel (beside the tables on a desktop, in a bottom sheet on a phone): add players
 * by name (several at once, split on ';'; the chosen venue's players are offered as you type) at a
 * chosen venue, remove them, or compare with yesterday or with the player's other venues (one of
 * those two). A name that cannot be compared there is explained, with where they do play.
 */
export function ComparePanel({ playerName, locationId, locations, onCompared, quietTitle = false }: Props) {
  const { columns, loading, notCompared } = useStore($compare);
  const [entry, setEntry] = useState('');
  const [venue, setVenue] = useState(String(locationId));
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const titleId = useId();
  const nameId = useId();
  const venueId = useId();
  const listId = useId();
  const players = columns.filter((c) => c.kind === 'player');
  const yesterday = columns.some((c) => c.kind === 'yesterday');
  const otherVenues = columns.some((c) => c.kind === 'location');
  const ready = entry.trim() !== '' && venue !== '' && !loading;

  // The type-ahead completes the name being typed (the last of those split on ';'): each option is
  // the whole entry with that name finished, so the browser's list matches what is in the box.
  const cut = entry.lastIndexOf(';') + 1;
  const before = entry.slice(0, cut);
  const typing = useDebounced(entry.slice(cut).trim(), TYPE_AHEAD_DEBOUNCE_MS);
  // Before anything is typed, the list offers "me" and the players followed on this device.
  const friends = useFriendsToOffer(playerName);
  useEffect(() => {
    let live = true;
    void venuePlayers(typing, Number(venue)).then((names) => {
      if (live) setSuggestions(names);
    });
    return () => {
      live = false;
    };
  }, [typing, venue]);

  const compare = async (names: string, at: number) => {
    await addComparePlayers(names, at, playerName);
    if ($compare.get().notCompared.length === 0) onCompared?.();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    await compare(entry, Number(venue));
    setEntry('');
  };

  return (
    <section className="card compare-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className={quietTitle ? 'visually-hidden' : 'card__title'}>
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
          list={listId}
        />
        <datalist id={listId}>
          {(entry.trim() === '' ? friends : suggestions).map((name) => (
            <option key={name} value={`${before}${before === '' ? '' : ' '}${name}`} />
          ))}
        </datalist>
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
      {notCompared.length > 0 && (
        <ul className="compare-panel__problems" aria-label="Not compared" aria-live="polite">
          {notCompared.map((problem) => (
            <li key={problem.name}>
              <p>
                <Isolated
                  text={notComparedText(problem.name, problem.venues)}
                  names={[problem.name, ...(problem.venues ?? []).map((v) => v.name)]}
                />
              </p>
              <div className="compare-panel__problem-actions">
                {problem.venues?.map((v) => (
                  <button
                    key={v.id}
                    type="button"
                    className="button button--small"
                    onClick={() => {
                      setVenue(String(v.id));
                      void compare(problem.name, v.id);
                    }}
                  >
                    <span>
                      Compare at <bdi>{v.name}</bdi>
                    </span>
                  </button>
                ))}
                <button
                  type="button"
                  className="icon-button icon-button--small"
                  aria-label={`Dismiss ${problem.name}`}
                  onClick={() => dismissNotCompared(problem.name)}
                >
                  <X aria-hidden="true" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
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
