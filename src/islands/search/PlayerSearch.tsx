import './search.css';
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import { playerPath } from '../../domain/paths';
import type { RememberedPlayer } from '../../domain/remembered-players';
import { $playerLocations, $searchedName, clearSearch, searchPlayer } from '../../stores/player-search';
import { $didYouMean } from '../../stores/player-suggestions';
import { RECENT_KEY } from '../../stores/remembered-keys';
import { useEarlyInput } from '../shared/use-early-input';
import { useMounted } from '../shared/use-mounted';
import { DidYouMean } from './DidYouMean';
import { stores } from './device-memory';
import { LocationChoice } from './LocationChoice';
import { optionId, SuggestionList } from './SuggestionList';
import { useTypeAhead } from './use-type-ahead';

/**
 * The server's answer to a search in the page's address: the form sent as a plain GET before this
 * script ran (or with scripts off), or Switch Location's link. One venue never gets here (the
 * server sends the player's summary at once).
 */
export type EarlyAnswer =
  | { kind: 'choice'; name: string; locations: ActivateLocation[]; current?: number }
  | { kind: 'failed'; name: string; message: string; namesLike: PlayerSuggestion[] };

/**
 * The landing page's player search: type a name (names it could be are offered as you type), press
 * Search or Enter, pick a venue. A name that finds nobody offers the names it could have meant.
 *
 * It works before its script runs: the form is a plain GET the server answers (`early`), the
 * Search button is enabled until the island can keep it in step with the box, and what was typed
 * meanwhile is what the island starts from.
 */
export function PlayerSearch({ early }: { early?: EarlyAnswer | undefined }) {
  const [name, setName] = useState(early?.name ?? '');
  // The server's answer stays until the visitor searches again or closes it.
  const [answer, setAnswer] = useState(early);
  const mounted = useMounted();
  const input = useRef<HTMLInputElement>(null);
  const { loading, error: searchError, data: locations } = useStore($playerLocations);
  const searchedName = useStore($searchedName);
  const inputId = useId();
  const errorId = useId();
  const listId = useId();
  const blank = name.trim() === '';
  const error = answer?.kind === 'failed' ? answer.message : searchError;
  const namesLike = useStore($didYouMean).data;
  const search = (wanted: string) => {
    setAnswer(undefined);
    void searchPlayer(wanted);
  };
  const [recentPlayers, setRecentPlayers] = useState<readonly RememberedPlayer[]>();
  // The device's recent players, which the server cannot see: read once the island runs, and their
  // code loaded only when the device has some.
  useEffect(() => {
    if (stores(RECENT_KEY))
      void import('../../stores/remembered-players').then((m) => setRecentPlayers(m.$recentPlayers.get()));
  }, []);
  // A picked name is searched exactly, as if typed: one venue opens, several offer the choice. A
  // recent player opens the summary that was opened before.
  const typeAhead = useTypeAhead(
    name,
    (suggestion, recent) => {
      setName(suggestion.name);
      const venue = suggestion.locations[0];
      if (recent && venue) window.location.assign(playerPath(suggestion.name, venue.id));
      else search(suggestion.name);
    },
    recentPlayers,
  );

  useEarlyInput(input, setName);
  // The server answered the search in the address; the address goes back to the plain landing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    if (early) window.history.replaceState(null, '', '/');
  }, []);

  // One venue: straight to the player's summary. Several: the choice dialog opens.
  useEffect(() => {
    const only = locations.length === 1 ? locations[0] : undefined;
    if (only) window.location.assign(playerPath(searchedName, only.id));
  }, [locations, searchedName]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    typeAhead.close();
    if (!blank && !loading) search(name);
  };
  const closeChoice = () => {
    setAnswer(undefined);
    clearSearch();
  };

  return (
    <search className="player-search">
      <form className="player-search__form" action="/" method="get" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={inputId}>
          Player Name
        </label>
        <input
          ref={input}
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
          onFocus={typeAhead.onReach}
          onClick={typeAhead.onReach}
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
          // Enabled until the island runs: before, the form is sent to the server as it is.
          disabled={mounted && (blank || loading)}
          aria-busy={loading}
        >
          {loading ? 'Searching…' : 'Search'}
        </button>
        <SuggestionList id={listId} control={typeAhead} />
      </form>
      <p className="visually-hidden" role="status">
        {typeAhead.open && typeAhead.state.items.length > 0
          ? `${typeAhead.state.items.length} ${typeAhead.recent ? 'recent players' : 'names'} offered`
          : ''}
      </p>
      <p id={errorId} className="player-search__error" role="alert">
        {error ?? ''}
      </p>
      {error && <DidYouMean suggestions={answer?.kind === 'failed' ? answer.namesLike : namesLike} />}
      {answer?.kind === 'choice' && (
        <LocationChoice
          playerName={answer.name}
          locations={answer.locations}
          current={answer.current}
          onClose={closeChoice}
          // A dialog needs the script: the page holds the choice until it runs.
          inline={!mounted}
        />
      )}
      {locations.length > 1 && (
        <LocationChoice playerName={searchedName} locations={locations} onClose={closeChoice} />
      )}
    </search>
  );
}
