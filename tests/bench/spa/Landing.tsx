import { useEffect } from 'react';
import { DailyVisits } from '../../../src/islands/search/DailyVisits';
import { PlayerSearch } from '../../../src/islands/search/PlayerSearch';
import { UiSwitch } from '../../../src/islands/shared/UiSwitch';
import { SITE } from './site';

/** src/pages/index.astro's newer view, rendered in the browser. */
export function Landing() {
  useEffect(() => {
    document.title = `${SITE.name} - player stats by ${SITE.author}`;
  }, []);
  return (
    <main id="main" className="landing">
      <header className="landing__header">
        <h1 className="landing__title">
          <span className="landing__site">{SITE.name}</span>
          <span className="landing__by">player stats by {SITE.author}</span>
        </h1>
        <p className="landing__lead">Look up any player's scores, leaderboards and league teams.</p>
      </header>
      <PlayerSearch />
      <DailyVisits />
      <footer className="landing__footer">
        <UiSwitch from="new" />
      </footer>
    </main>
  );
}
