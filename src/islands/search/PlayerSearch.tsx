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
import { $didYouMean } from '../../stores/player-suggestions';
import { DidYouMean } from './DidYouMean';
import { LocationChoice } from './LocationChoice';
import { optionId, SuggestionList } from './SuggestionList';
import { useTypeAhead } from './use-type-ahead';

/**
 * The landing page's player search: type a name (names it could be are offered as you type), press
 * Search or Enter, pick a venue. A name that finds nobody offers the names it could have meant.
 */
export function PlayerSearch() {
  const [name, setName] = useState('');
  const { loading, error, data: locations } = useStore($playerLocations);
  const searchedName = useStore($searchedName);
  const alwaysChoose = useStore($alwaysChoose);
  // The venue Switch Location was opened from, marked in the choice.
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const inputId = useId();
  const errorId = useId();
  const listId = useId();
  const blank = name.trim() === '';
  const namesLike = useStore($didYouMean).data;
  // A picked name is searched exactly, as if typed: one venue opens, several offer the choice.
  const typeAhead = useTypeAhead(name, (suggestion) => {
    setName(suggestion.name);
    void searchPlayer(suggestion.name);
  });

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
    typeAhead.close();
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
          onChange={(e) => {
            setName(e.target.value);
            typeAhead.onType();
          }}
          onKeyDown={typeAhead.onKeyDown}
          onBlur={typeAhead.close}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={typeAhead.open}
          aria-controls={listId}
          aria-activedescendant={typeAhead.active >= 0 ? optionId(listId, typeAhead.active) : undefined}
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
        <SuggestionList id={listId} control={typeAhead} />
      </form>
      <p className="visually-hidden" role="status">
        {typeAhead.open && typeAhead.state.items.length > 0
          ? `${typeAhead.state.items.length} names offered`
          : ''}
      </p>
      <p id={errorId} className="player-search__error" role="alert">
        {error ?? ''}
      </p>
      {error && <DidYouMean suggestions={namesLike} />}
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
