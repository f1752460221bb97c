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

/** A venue as the compare explanation names it. */
export interface CompareVenue {
  id: number;
  name: string;
}

/**
 * Why a name could not be compared at a venue, in words, never dropped silently:
 * 'CobaltRider98 plays at Dublin — compare there' when they play elsewhere (the venues listed),
 * 'No player named X was found' when they play nowhere, and 'X could not be fetched' when the
 * lookup itself failed (`venues` undefined).
 */
export function notComparedText(name: string, venues: readonly CompareVenue[] | undefined): string {
  if (venues === undefined) return `${name} could not be fetched. Try again.`;
  if (venues.length === 0) return `No player named ${name} was found.`;
  const where = venues.map((v) => v.name);
  const list = where.length === 1 ? where[0] : `${where.slice(0, -1).join(', ')} and ${where.at(-1)}`;
  return `${name} plays at ${list} — compare there`;
}
