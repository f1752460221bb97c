// The islands PlayerLayout hydrates on every player page. The layout imports them from this one
// module so that the browser downloads them as one script, not one request each; what only they
// use comes along in it (astro.config.mjs groups what they share with other pages).

export { LastUpdated } from '../shared/LastUpdated';
export { UiSwitch } from '../shared/UiSwitch';
export { BackBar } from './BackBar';
export { HealthGate } from './HealthGate';
export { PageStatus } from './PageStatus';
export { SideMenu } from './SideMenu';
