import { useStore } from '@nanostores/react';
import * as Dialog from '@radix-ui/react-dialog';
import MapPin from 'lucide-react/icons/map-pin';
import X from 'lucide-react/icons/x';
import { formatNumber as n } from '@/domain/format';
import { playerPath } from '@/domain/paths';
import {
  $classicLocations,
  $classicLookupName,
  $locationSelectOpen,
  setLocationSelectOpen,
} from '@/stores/classic-lookup';
import { $classicRoute, openPlayer } from '@/stores/classic-route';

/**
 * The location-select modal: the looked-up player's venues, each a link to the player's summary
 * there (/player/{name}/location/{id}/summary, which the older UI shows as its own summary).
 */
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
                <a
                  href={playerPath(name, venue.id)}
                  className="location-select__option"
                  aria-current={venue.id === current ? 'true' : undefined}
                  onClick={(event) => {
                    // A plain click stays in the app; a new tab or window follows the link.
                    if (
                      event.button !== 0 ||
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return;
                    event.preventDefault();
                    setLocationSelectOpen(false);
                    openPlayer(name, venue.id);
                  }}
                >
                  <MapPin aria-hidden="true" size={18} />
                  <bdi className="location-select__name">{venue.name}</bdi>
                  <span className="location-select__meta">
                    {venue.id === current ? 'Shown now' : `${n(venue.levels_count)} levels`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
