import { useStore } from '@nanostores/react';
import Search from 'lucide-react/icons/search';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { $classicLocations, lookUpPlayer } from '@/stores/classic-lookup';
import { useApiHealth } from '../../shared/use-api-health';
import { ApiDownBanner } from './ApiDownBanner';
import { BoundPlayers } from './BoundPlayers';

interface Props {
  authorName: string;
  /** A name to look up at once (the address asked for a player without a venue). */
  search?: string | undefined;
}

/** The lookup screen: a profile name or bound key, the bound players, and the API-down banner. */
export function LookupScreen({ authorName, search }: Props) {
  const [name, setName] = useState(search ?? '');
  const { loading, error } = useStore($classicLocations);
  const { isUp } = useApiHealth();
  const inputId = useId();
  const errorId = useId();
  const blank = name.trim() === '';

  useEffect(() => {
    if (search) void lookUpPlayer(search);
  }, [search]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank && !loading && isUp) void lookUpPlayer(name);
  };

  return (
    <section className="lookup" aria-labelledby="lookup-title">
      <h1 id="lookup-title" className="classic-title">
        Player lookup
      </h1>
      {!isUp && <ApiDownBanner authorName={authorName} />}
      <search>
        <form className="lookup__form" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor={inputId}>
            Enter profile name or bound key
          </label>
          <input
            id={inputId}
            className="input lookup__input"
            type="text"
            placeholder="Enter profile name or bound key"
            autoComplete="off"
            spellCheck={false}
            value={name}
            disabled={!isUp}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button
            className="button button--primary"
            type="submit"
            disabled={blank || loading || !isUp}
            aria-busy={loading}
          >
            <Search aria-hidden="true" size={18} />
            {loading ? 'Searching…' : 'Search'}
          </button>
        </form>
      </search>
      <p id={errorId} className="lookup__error" role="alert">
        {error ?? ''}
      </p>
      <BoundPlayers apiUp={isUp} />
    </section>
  );
}
