import { useStore } from '@nanostores/react';
import * as Dialog from '@radix-ui/react-dialog';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { visibleRooms } from '@/domain/classic-games';
import type { ClassicRoute } from '@/domain/classic-paths';
import { sameName } from '@/domain/player-name';
import { $classicLocations, $classicLookupName } from '@/stores/classic-lookup';
import { $classicPlayer, goBack, showPlayer } from '@/stores/classic-player';
import { LastUpdated } from '../../shared/LastUpdated';
import { Spinner } from '../../shared/Spinner';
import { useApiHealth } from '../../shared/use-api-health';
import { GamesView } from '../games/GamesView';
import { ClassicLeaderboard } from '../leaderboard/ClassicLeaderboard';
import { ApiDownBanner } from '../lookup/ApiDownBanner';
import { AccountSummary } from './AccountSummary';
import { BadgesView } from './BadgesView';
import { PlayerMenu } from './PlayerMenu';
import { Stars } from './Stars';

type PlayerRoute = Extract<ClassicRoute, { kind: 'player' }>;

const SCREEN_TITLES = {
  summary: 'Account Summary',
  games: 'Games',
  leaderboard: 'Leaderboards',
  'world-leaderboard': 'World Leaderboard',
  badges: 'Badges',
} as const;

/**
 * A player's screen: header with name, stars and Back, when the scores were last updated (the
 * API-down banner if that or the health check fails), the left menu, and the chosen sub-screen.
 */
export function PlayerScreen({ route, authorName }: { route: PlayerRoute; authorName: string }) {
  const info = useStore($classicPlayer);
  const { isUp } = useApiHealth();
  const venues = useStore($classicLocations);
  const [menuOpen, setMenuOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    void showPlayer(route.player, route.location);
  }, [route.player, route.location]);

  // A new screen takes the focus, so keyboard and screen-reader users land on it.
  const screenKey = `${route.screen}:${route.room ?? ''}:${route.location}`;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (screenKey) heading.current?.focus();
  }, [screenKey]);

  // Until the new player's data arrives, the previous player's must not show under their name.
  const lookupName = useStore($classicLookupName);
  const venue = sameName(lookupName, route.player)
    ? venues.data.find((v) => v.id === route.location)
    : undefined;
  const player =
    info.data && sameName(info.data.player_name, route.player) && info.data.location_id === route.location
      ? info.data
      : null;
  const name = player?.player_name ?? route.player;

  let content: ReactNode;
  if (info.error)
    content = (
      <p className="error-text" role="alert">
        {info.error}
      </p>
    );
  else if (venues.error && !venue)
    content = (
      <p className="error-text" role="alert">
        {venues.error}
      </p>
    );
  else if (!player || !venue) content = <Spinner label="Loading the player…" />;
  else if (route.screen === 'summary') content = <AccountSummary player={player} venue={venue} />;
  else if (route.screen === 'games')
    content = <GamesView player={player} venue={venue} roomId={route.room} />;
  else if (route.screen === 'leaderboard')
    content = (
      <ClassicLeaderboard kind="venue" venueName={venue.name} playerName={name} locationId={venue.id} />
    );
  else if (route.screen === 'world-leaderboard')
    content = (
      <ClassicLeaderboard kind="world" venueName={venue.name} playerName={name} locationId={venue.id} />
    );
  else content = <BadgesView playerName={name} />;

  const room =
    route.screen === 'games'
      ? (venue?.rooms.find((r) => r.id === route.room) ?? visibleRooms(venue?.rooms ?? [])[0])
      : undefined;
  const title = room ? room.name : SCREEN_TITLES[route.screen];

  return (
    <div className="player-screen">
      <header className="player-header">
        <button type="button" className="button player-header__back" onClick={goBack}>
          <ArrowLeft aria-hidden="true" size={18} /> Back
        </button>
        <div className="player-header__who">
          <h1 className="player-header__name">
            <bdi>{name}</bdi>
          </h1>
          {venue && (
            <p className="player-header__venue">
              <bdi>{venue.name}</bdi>
            </p>
          )}
        </div>
        {player && <Stars value={player.stars} />}
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className="button player-header__menu">
            <Menu aria-hidden="true" size={18} /> Menu
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="drawer__overlay" />
            <Dialog.Content className="drawer" aria-describedby={undefined}>
              <div className="drawer__head">
                <Dialog.Title className="drawer__title">{name}</Dialog.Title>
                <Dialog.Close className="icon-button" aria-label="Close menu">
                  <X aria-hidden="true" />
                </Dialog.Close>
              </div>
              <PlayerMenu route={route} onNavigate={() => setMenuOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
      {!isUp && <ApiDownBanner authorName={authorName} />}
      <LastUpdated />
      <div className="player-screen__body">
        <aside className="player-screen__menu">
          <PlayerMenu route={route} />
        </aside>
        <section className="player-screen__content" aria-labelledby="player-screen-title">
          <h2 id="player-screen-title" className="player-screen__title" tabIndex={-1} ref={heading}>
            {title}
          </h2>
          {content}
        </section>
      </div>
    </div>
  );
}
