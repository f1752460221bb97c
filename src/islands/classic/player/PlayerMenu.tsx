import { useStore } from '@nanostores/react';
import type { MouseEvent, ReactNode } from 'react';
import { visibleRooms } from '@/domain/classic-games';
import { type ClassicRoute, type ClassicScreen, classicPath } from '@/domain/classic-paths';
import { $classicLocations, $classicLookupName, setLocationSelectOpen } from '@/stores/classic-lookup';
import { showScreen } from '@/stores/classic-route';

type PlayerRoute = Extract<ClassicRoute, { kind: 'player' }>;

interface Props {
  route: PlayerRoute;
  /** Called after choosing an item (the phone's drawer closes). */
  onNavigate?: () => void;
}

/** The player screen's left menu: Account Summary, the rooms under Games, the boards, Badges, Switch Locations. */
export function PlayerMenu({ route, onNavigate }: Props) {
  const { data: venues } = useStore($classicLocations);
  const lookupName = useStore($classicLookupName);
  const venue = venues.find((v) => v.id === route.location);
  const rooms = venue ? visibleRooms(venue.rooms) : [];

  const item = (label: ReactNode, screen: ClassicScreen, room?: number) => {
    // Games without a room shows the first room.
    const shownRoom = route.room ?? rooms[0]?.id;
    const selected = route.screen === screen && (screen !== 'games' || shownRoom === room);
    const href = classicPath({ ...route, screen, room });
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      // Plain clicks stay in the app; modified ones (new tab) follow the link.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      showScreen(screen, room);
      onNavigate?.();
    };
    return (
      <a
        className={`player-menu__item${selected ? ' player-menu__item--selected' : ''}`}
        href={href}
        aria-current={selected ? 'page' : undefined}
        onClick={go}
      >
        {label}
      </a>
    );
  };

  return (
    <nav className="player-menu" aria-label="Player menu">
      <ul className="player-menu__list">
        <li>{item('Account Summary', 'summary')}</li>
        <li>
          <span className="player-menu__group">Games</span>
          <ul className="player-menu__list player-menu__rooms" aria-label="Games rooms">
            {rooms.map((room) => (
              <li key={room.id}>{item(room.name, 'games', room.id)}</li>
            ))}
          </ul>
        </li>
        <li>{item('Leaderboards', 'leaderboard')}</li>
        <li>{item('World Leaderboard', 'world-leaderboard')}</li>
        <li>{item('Badges', 'badges')}</li>
        {venues.length > 1 && lookupName !== '' && (
          <li>
            <button
              type="button"
              className="player-menu__item player-menu__switch"
              onClick={() => {
                onNavigate?.();
                setLocationSelectOpen(true);
              }}
            >
              Switch Locations
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
