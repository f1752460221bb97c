// The islands of the landing page (src/pages/index.astro), imported from this one module so that
// the browser downloads them as one script; see src/islands/shell/shell-islands.ts.
export { UiSwitch } from '../shared/UiSwitch';
export { DailyVisits } from './DailyVisits';
export { MyPlayers } from './MyPlayers';
export { PlayerSearch } from './PlayerSearch';
