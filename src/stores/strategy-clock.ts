import { advanceStrategyClock } from './strategy-game';

/**
 * Longest time one animation frame may add, ms. A stalled frame (a busy phone) then slows the
 * game down instead of letting the pieces jump or the countdown drop by seconds at once.
 */
const STRATEGY_MAX_FRAME_MS = 250;

let users = 0;
let frame = 0;
let last: number | null = null;

function loop(now: number): void {
  if (last !== null) advanceStrategyClock(Math.min(STRATEGY_MAX_FRAME_MS, Math.max(0, now - last)));
  last = now;
  frame = requestAnimationFrame(loop);
}

function run(): void {
  if (frame === 0 && !document.hidden) frame = requestAnimationFrame(loop);
}

function halt(): void {
  if (frame !== 0) cancelAnimationFrame(frame);
  frame = 0;
  // Time spent away does not count: the next frame starts measuring afresh.
  last = null;
}

function onVisibility(): void {
  if (document.hidden) halt();
  else run();
}

/**
 * Drives the game's clock from animation frames while at least one caller holds it (both UI
 * variants' islands may, the loop runs once). Paused while the tab is hidden. Returns the release.
 */
export function holdStrategyClock(): () => void {
  users++;
  if (users === 1) {
    document.addEventListener('visibilitychange', onVisibility);
    run();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0) {
      document.removeEventListener('visibilitychange', onVisibility);
      halt();
    }
  };
}
