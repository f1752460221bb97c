import { useEffect, useId, useRef } from 'react';
import type { ActivateLocation } from '../../contract/schemas/locations';
import { playerPath } from '../../domain/paths';

interface Props {
  playerName: string;
  locations: ActivateLocation[];
  onClose: () => void;
}

/** The location-choice modal: one link per venue where the player has scores. */
export function LocationChoice({ playerName, locations, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        Choose a location for {playerName}
      </h2>
      <ul className="location-list">
        {locations.map((location) => (
          <li key={location.id}>
            <a className="location-list__link" href={playerPath(playerName, location.id)}>
              <span className="location-list__name">{location.name}</span>
              {location.city !== location.name && (
                <span className="location-list__city">{location.city}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
      <form method="dialog">
        <button className="button" type="submit">
          Close
        </button>
      </form>
    </dialog>
  );
}
