import { callApi } from '../../../src/client/api';
import { routes } from '../../../src/contract/routes';
import { GamesView } from '../../../src/islands/games/GamesView';
import { PlayerShell } from './PlayerShell';
import { useApi } from './use-api';

/** games.astro's screen, from the API: the venues and whether the player is tracked (the view loads the scores). */
export function GamesScreen({ playerName, locationId }: { playerName: string; locationId: number }) {
  const data = useApi(`${playerName}/${locationId}`, async () => {
    const params = { playerName, locationId };
    const [profiles, locations] = await Promise.all([
      callApi(routes.cachedProfiles, { params }),
      callApi(routes.activateLocations, {}),
    ]);
    const tracked = Object.values(profiles.cachedProfiles).some((p) => p.locationId === locationId);
    return { tracked, locations };
  });
  return (
    <PlayerShell screen="games" title="Games">
      {data && (
        <GamesView
          playerName={playerName}
          locationId={locationId}
          tracked={data.tracked}
          locations={data.locations}
        />
      )}
    </PlayerShell>
  );
}
