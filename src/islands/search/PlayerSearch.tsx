import './search.css';
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { playerPath } from '../../domain/paths';
import {
  $alwaysChoose,
  $playerLocations,
  $searchedName,
  clearSearch,
  searchPlayer,
} from '../../stores/player-search';
import { LocationChoice } from './LocationChoice';

/** The landing page's player search: type a name, press Search or Enter, pick a venue. */
export function PlayerSearch() {
  const [name, setName] = useState('');
  const { loading, error, data: locations } = useStore($playerLocations);
  const searchedName = useStore($searchedName);
  const alwaysChoose = useStore($alwaysChoose);
  // The venue Switch Location was opened from, marked in the choice.
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const inputId = useId();
  const errorId = useId();
  const blank = name.trim() === '';

  // Arriving with a name in the address: from "Switch Location" (offer every venue), or from a
  // search sent before this script ran (the form also works as a plain GET).
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const switching = query.get('switch');
    const early = query.get('search');
    const wanted = switching ?? early;
    if (!wanted) return;
    const at = Number(query.get('at'));
    if (Number.isInteger(at) && at > 0) setCurrent(at);
    window.history.replaceState(null, '', '/');
    setName(wanted);
    void searchPlayer(wanted, { alwaysChoose: switching !== null });
  }, []);

  // One venue: straight to the player's summary. Several: the choice dialog opens.
  useEffect(() => {
    const only = locations.length === 1 && !alwaysChoose ? locations[0] : undefined;
    if (only) window.location.assign(playerPath(searchedName, only.id));
  }, [locations, searchedName, alwaysChoose]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank && !loading) void searchPlayer(name);
  };

  return (
    <search className="player-search">
      <form className="player-search__form" action="/" method="get" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={inputId}>
          Player Name
        </label>
        <input
          id={inputId}
          className="input player-search__input"
          type="text"
          name="search"
          placeholder="Player Name"
          autoComplete="off"
          spellCheck={false}
          // The page exists to search: the box takes the keyboard at once.
          // biome-ignore lint/a11y/noAutofocus: the landing's only task is this search, so its field takes the focus
          autoFocus
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          className="button button--primary"
          type="submit"
          disabled={blank || loading}
          aria-busy={loading}
        >
          {loading ? 'Searching…' : 'Search'}
        </button>
      </form>
      <p id={errorId} className="player-search__error" role="alert">
        {error ?? ''}
      </p>
      {(locations.length > 1 || (alwaysChoose && locations.length > 0)) && (
        <LocationChoice
          playerName={searchedName}
          locations={locations}
          current={current}
          onClose={clearSearch}
        />
      )}
    </search>
  );
}
