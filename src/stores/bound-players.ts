import { persistentAtom } from '@nanostores/persistent';
import { cleanPlayerName, sameName } from '../domain/player-name';

/** localStorage key of the bound players (entered name -> profile name). */
const BOUND_PLAYERS_KEY = 'boundPlayers';

export type BoundPlayers = Record<string, string>;

function decode(raw: string): BoundPlayers {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The locally stored aliases: a short key a user types, bound to a profile name. */
export const $boundPlayers = persistentAtom<BoundPlayers>(
  BOUND_PLAYERS_KEY,
  {},
  { encode: JSON.stringify, decode },
);

/** The profile name a typed name stands for: its bound alias if it has one, else itself (trimmed). */
export function resolveAlias(typed: string, bound: BoundPlayers = $boundPlayers.get()): string {
  const name = cleanPlayerName(typed);
  for (const [key, value] of Object.entries(bound)) {
    if (sameName(key, name) && value.trim() !== '') return cleanPlayerName(value);
  }
  return name;
}

/** Binds a key to a profile name (or updates it). */
export function bindPlayer(key: string, profileName: string): void {
  const k = cleanPlayerName(key);
  if (k === '') return;
  $boundPlayers.set({ ...$boundPlayers.get(), [k]: cleanPlayerName(profileName) });
}

/** Removes a binding. */
export function unbindPlayer(key: string): void {
  const { [key]: _removed, ...rest } = $boundPlayers.get();
  $boundPlayers.set(rest);
}
