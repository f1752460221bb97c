import { useStore } from '@nanostores/react';
import * as Dialog from '@radix-ui/react-dialog';
import MapPin from 'lucide-react/icons/map-pin';
import X from 'lucide-react/icons/x';
import { formatNumber as n } from '../../../domain/format';
import {
  $classicLocations,
  $classicLookupName,
  $locationSelectOpen,
  setLocationSelectOpen,
} from '../../../stores/classic-lookup';
import { $classicRoute, openPlayer } from '../../../stores/classic-route';

/** The location-select modal: the looked-up player's venues; choosing one opens the player there. */
export function LocationSelect() {
  const open = useStore($locationSelectOpen);
  const { data: venues } = useStore($classicLocations);
  const name = useStore($classicLookupName);
  const route = useStore($classicRoute);
  const current = route.kind === 'player' ? route.location : null;

  return (
    <Dialog.Root open={open && venues.length > 0} onOpenChange={setLocationSelectOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer__overlay" />
        <Dialog.Content className="dialog dialog--centered location-select">
          <div className="drawer__head">
            <Dialog.Title className="dialog__title">Choose a location</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="location-select__help">
            {name} has scores at {venues.length} locations.
          </Dialog.Description>
          <ul className="location-select__list">
            {venues.map((venue) => (
              <li key={venue.id}>
                <button
                  type="button"
                  className="location-select__option"
                  aria-current={venue.id === current ? 'true' : undefined}
                  onClick={() => {
                    setLocationSelectOpen(false);
                    openPlayer(name, venue.id);
                  }}
                >
                  <MapPin aria-hidden="true" size={18} />
                  <bdi className="location-select__name">{venue.name}</bdi>
                  <span className="location-select__meta">
                    {venue.id === current ? 'Shown now' : `${n(venue.levels_count)} levels`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
