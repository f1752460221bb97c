import { cleanPlayerName, sameName } from './player-name';

/**
 * The names to add from a compare entry: split on semicolons, trimmed, blanks dropped, and the
 * current player, already-compared players and repeats skipped (all compared case-insensitively).
 */
export function namesToCompare(
  entry: string,
  currentPlayer: string,
  alreadyCompared: readonly string[],
): string[] {
  const taken = [currentPlayer, ...alreadyCompared];
  const names: string[] = [];
  for (const part of entry.split(';')) {
    const name = cleanPlayerName(part);
    if (name === '' || taken.some((t) => sameName(t, name))) continue;
    taken.push(name);
    names.push(name);
  }
  return names;
}

/** A compared list without the named player (removal is by case-insensitive name). */
export function withoutPlayer<T extends { playerName: string }>(list: readonly T[], name: string): T[] {
  return list.filter((p) => !sameName(p.playerName, name));
}
