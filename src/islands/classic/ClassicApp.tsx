import './classic-app.css';
import { useStore } from '@nanostores/react';
import { $classicRoute } from '../../stores/classic-route';
import { Spinner } from '../shared/Spinner';
import { useMounted } from '../shared/use-mounted';
import { LocationSelect } from './lookup/LocationSelect';
import { LookupScreen } from './lookup/LookupScreen';
import { PlayerScreen } from './player/PlayerScreen';

interface Props {
  /** The configured author, named in the API-down banner. */
  authorName: string;
}

/** The older UI's app on '/': the lookup screen or a player's screens, as the address says. */
export function ClassicApp({ authorName }: Props) {
  const mounted = useMounted();
  const route = useStore($classicRoute);
  // The screens depend on the address and on localStorage, which the server cannot see.
  if (!mounted) {
    return (
      <div className="classic-app">
        <Spinner label="Loading the classic view…" />
      </div>
    );
  }
  return (
    <div className="classic-app">
      {route.kind === 'player' ? (
        <PlayerScreen route={route} authorName={authorName} />
      ) : (
        <LookupScreen authorName={authorName} search={route.search} />
      )}
      <LocationSelect />
    </div>
  );
}
