import { useId } from 'react';
import type { ActivateLocation } from '../../contract/schemas/locations';
import { playerPath } from '../../domain/paths';
import { ModalDialog } from '../shared/ModalDialog';

interface Props {
  playerName: string;
  locations: ActivateLocation[];
  /** The venue the player was being looked at in (from Switch Location): marked as the current one. */
  current?: number | undefined;
  onClose: () => void;
  /**
   * Drawn in the page rather than as a modal: the server's answer to a search sent before the
   * scripts ran (a dialog cannot open without them). The island shows the modal once it runs.
   */
  inline?: boolean;
}

/** The location-choice modal: one link per venue where the player has scores. */
export function LocationChoice({ playerName, locations, current, onClose, inline = false }: Props) {
  const titleId = useId();
  const choice = (
    <>
      <h2 id={titleId} className="dialog__title">
        Choose a location for <bdi>{playerName}</bdi>
      </h2>
      <ul className="location-list">
        {locations.map((location) => (
          <li key={location.id}>
            <a
              className="location-list__link"
              href={playerPath(playerName, location.id)}
              aria-current={location.id === current ? 'location' : undefined}
            >
              <bdi className="location-list__name">{location.name}</bdi>
              {location.city !== location.name && <bdi className="location-list__city">{location.city}</bdi>}
              {location.id === current && <span className="location-list__current">Current</span>}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
  if (inline)
    return (
      <section className="dialog location-choice--inline" aria-labelledby={titleId}>
        {choice}
      </section>
    );
  return (
    <ModalDialog className="dialog" labelledBy={titleId} onClose={onClose}>
      {choice}
      <form method="dialog">
        <button className="button" type="submit">
          Close
        </button>
      </form>
    </ModalDialog>
  );
}
