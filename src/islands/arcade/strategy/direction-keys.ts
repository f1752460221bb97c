import type { Direction } from '@/games/strategy/grid';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

// W A S D by the key's place on the keyboard (so they stay a cross on AZERTY and other layouts),
// or by the letter when the device reports no place (some on-screen keyboards).
const PLACES: Readonly<Record<string, Direction>> = { KeyW: 'up', KeyA: 'left', KeyS: 'down', KeyD: 'right' };
const LETTERS: Readonly<Record<string, Direction>> = { w: 'up', a: 'left', s: 'down', d: 'right' };

/** The step a key press asks for, or null (other keys, and presses with Ctrl, Alt or Meta). */
export function directionOfKey(event: {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): Direction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return (
    ARROWS[event.key] ?? PLACES[event.code] ?? (event.code ? null : LETTERS[event.key.toLowerCase()]) ?? null
  );
}
