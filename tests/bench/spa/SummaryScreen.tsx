import { callApi } from '../../../src/client/api';
import { routes } from '../../../src/contract/routes';
import { type SummaryFigures, SummaryView } from '../../../src/islands/summary/SummaryView';
import { PlayerShell } from './PlayerShell';
import { useApi } from './use-api';

const figures = (d: SummaryFigures): SummaryFigures => ({
  playerRank: d.playerRank,
  standing: d.standing,
  totalScore: d.totalScore,
  maximumScore: d.maximumScore,
  yearlyRank: d.yearlyRank,
  yearlyScore: d.yearlyScore,
  levelsPlayed: d.levelsPlayed,
  totalLevelCount: d.totalLevelCount,
  topScores: d.topScores,
});

/** summary.astro's screen, from the API: the player's data and cached profile at the venue. */
export function SummaryScreen({ playerName, locationId }: { playerName: string; locationId: number }) {
  const data = useApi(`${playerName}/${locationId}`, async () => {
    const params = { playerName, locationId };
    const [player, profiles] = await Promise.all([
      callApi(routes.playerData, { params }),
      callApi(routes.cachedProfiles, { params }),
    ]);
    return { player, cached: profiles.cachedProfiles[player.locationName] };
  });
  const player = data?.player;
  return (
    <PlayerShell screen="summary" title={player ? `${player.playerName} Summary` : 'Summary'}>
      {player && (
        <SummaryView
          playerName={player.playerName}
          locationId={player.locationId}
          locationName={player.locationName}
          figures={figures(player)}
          cached={data.cached ? figures(data.cached) : null}
          teams={player.aglTeams}
          exportHref={`/players/exportData/${encodeURIComponent(player.playerName)}?locationId=${player.locationId}`}
        />
      )}
    </PlayerShell>
  );
}
