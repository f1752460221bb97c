import { callApi } from '../../../src/client/api';
import { routes } from '../../../src/contract/routes';
import { DEFAULT_SEASON } from '../../../src/domain/constants';
import { leagueIndex } from '../../../src/domain/teams';
import { LeagueView } from '../../../src/islands/league/LeagueView';
import { PlayerShell } from './PlayerShell';
import { SITE } from './site';
import { useApi } from './use-api';

/** global-league.astro's screen, from the API: every league team. */
export function LeagueScreen() {
  const teams = useApi('teams', () => callApi(routes.teams, {}));
  return (
    <PlayerShell
      screen="global-league"
      title="AGL Teams"
      helper={`* Don't see your team here? Message ${SITE.author} on Discord to have it added.`}
    >
      {teams && <LeagueView index={leagueIndex(teams, DEFAULT_SEASON)} teams={() => teams} />}
    </PlayerShell>
  );
}
