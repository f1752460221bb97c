import { useStore } from '@nanostores/react';
import { GamesScreen } from './GamesScreen';
import { Landing } from './Landing';
import { LeaderboardScreen } from './LeaderboardScreen';
import { LeagueScreen } from './LeagueScreen';
import { $route } from './router';
import { SummaryScreen } from './SummaryScreen';

/** The whole app: one screen per address, each fetching its data from the API once mounted. */
export function App() {
  const route = useStore($route);
  if (route.kind === 'landing') return <Landing />;
  if (route.kind === 'unknown')
    return (
      <main id="main" className="landing">
        <h1>Page not found</h1>
      </main>
    );
  const { screen, playerName, locationId } = route;
  const key = `${screen}/${playerName}/${locationId}`;
  switch (screen) {
    case 'summary':
      return <SummaryScreen key={key} playerName={playerName} locationId={locationId} />;
    case 'games':
      return <GamesScreen key={key} playerName={playerName} locationId={locationId} />;
    case 'leaderboard':
    case 'world-leaderboard':
      return (
        <LeaderboardScreen
          key={key}
          playerName={playerName}
          locationId={locationId}
          world={screen === 'world-leaderboard'}
        />
      );
    case 'global-league':
      return <LeagueScreen key={key} />;
  }
}
