// The variant switch as an island on the pages without an islands module of their own (the 404
// page, the strategy game). The player pages and the landing page take it from theirs
// (shell-islands.ts, landing-islands.ts): were UiSwitch.tsx itself an island anywhere, it would
// be an entry of the build, and those pages would download it as one more script.
export { UiSwitch } from './UiSwitch';
