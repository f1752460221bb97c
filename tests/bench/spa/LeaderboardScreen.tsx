import { callApi } from '../../../src/client/api';
import { routes } from '../../../src/contract/routes';
import { LeaderboardTable } from './LeaderboardTable';
import { PlayerShell } from './PlayerShell';
import { useApi } from './use-api';

interface Props {
  playerName: string;
  locationId: number;
  world: boolean;
}

/** leaderboard.astro and world-leaderboard.astro, from the API: the venue's name, then its board. */
export function LeaderboardScreen({ playerName, locationId, world }: Props) {
  const data = useApi(`${locationId}/${world}`, async () => {
    const locations = await callApi(routes.activateLocations, {});
    const location = locations.find((l) => l.id === locationId);
    if (!location) throw new Error('Location not found.');
    const board = await callApi(routes.leaderboard, { params: { city: world ? 'world' : location.name } });
    return { board, name: location.name };
  });
  const title = world ? 'World Leaderboard' : data ? `${data.name} Leaderboard` : 'Leaderboard';
  return (
    <PlayerShell screen={world ? 'world-leaderboard' : 'leaderboard'} title={title}>
      {data &&
        (data.board.today.length > 0 ? (
          <LeaderboardTable
            entries={data.board.today}
            world={world}
            caption={title}
            playerName={playerName}
          />
        ) : (
          <p className="empty">No one is on this board yet: it fills after the first day's rollover.</p>
        ))}
    </PlayerShell>
  );
}
