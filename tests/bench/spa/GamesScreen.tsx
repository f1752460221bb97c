import { callApi } from '../../../src/client/api';
import { routes } from '../../../src/contract/routes';
import { GamesView } from '../../../src/islands/games/GamesView';
import { PlayerShell } from './PlayerShell';
import { useApi } from './use-api';

/** games.astro's screen, from the API: scores, the cached profile and the venues. */
export function GamesScreen({ playerName, locationId }: { playerName: string; locationId: number }) {
  const data = useApi(`${playerName}/${locationId}`, async () => {
    const params = { playerName, locationId };
    const [player, profiles, locations] = await Promise.all([
      callApi(routes.playerData, { params }),
      callApi(routes.cachedProfiles, { params }),
      callApi(routes.activateLocations, {}),
    ]);
    const cached = profiles.cachedProfiles[player.locationName];
    return {
      player,
      locations,
      cached: cached
        ? Object.fromEntries(cached.scores.map((s) => [`${s.gameId}:${s.levelId}`, s.highScore]))
        : null,
    };
  });
  return (
    <PlayerShell screen="games" title="Games">
      {data && (
        <GamesView
          playerName={data.player.playerName}
          locationId={data.player.locationId}
          rooms={data.player.groupedRoomScores}
          cached={data.cached}
          locations={data.locations}
        />
      )}
    </PlayerShell>
  );
}
