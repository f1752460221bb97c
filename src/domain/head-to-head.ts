/**
 * Head to head on one venue's levels: where a compared player is just ahead of the player and
 * where the player is just ahead of them, closest first: the levels a regular can turn round with
 * one good game. Only levels both have played count (an unplayed level is no duel yet).
 */

/** A level as the games page has it: the player's best there. */
interface DuelLevel {
  gameId: number;
  /** 0..9 (shown as 1..10). */
  levelId: number;
  highScore: number;
}

/** One level both played, and by how much the leader leads. */
export interface LevelDuel {
  gameId: number;
  gameName: string;
  levelId: number;
  mine: number;
  theirs: number;
  /** How far the leader is ahead: always above 0. */
  gap: number;
}

/** The duels of a comparison: theirs to win back, mine to defend, each closest first. */
export interface HeadToHead {
  theyLead: LevelDuel[];
  iLead: LevelDuel[];
}

/** The key the compared scores are filed under. */
export const keyOf = (l: { gameId: number; levelId: number }) => `${l.gameId}:${l.levelId}`;

/** How many levels each leads in one game: the games page's folded line says it. */
export function gameLeads(
  levels: readonly DuelLevel[],
  theirs: Readonly<Record<string, number>>,
): { they: number; me: number } {
  let they = 0;
  let me = 0;
  for (const l of levels) {
    const other = theirs[keyOf(l)] ?? 0;
    if (l.highScore <= 0 || other <= 0) continue;
    if (other > l.highScore) they++;
    else if (l.highScore > other) me++;
  }
  return { they, me };
}

/** Every level both played where one leads, split by who, the smallest lead first. */
export function headToHead(
  levels: ReadonlyArray<DuelLevel & { gameName: string }>,
  theirs: Readonly<Record<string, number>>,
): HeadToHead {
  const theyLead: LevelDuel[] = [];
  const iLead: LevelDuel[] = [];
  for (const l of levels) {
    const other = theirs[keyOf(l)] ?? 0;
    if (l.highScore <= 0 || other <= 0 || other === l.highScore) continue;
    const duel = {
      gameId: l.gameId,
      gameName: l.gameName,
      levelId: l.levelId,
      mine: l.highScore,
      theirs: other,
      gap: Math.abs(other - l.highScore),
    };
    (other > l.highScore ? theyLead : iLead).push(duel);
  }
  const closest = (a: LevelDuel, b: LevelDuel) =>
    a.gap - b.gap || a.gameName.localeCompare(b.gameName) || a.levelId - b.levelId;
  return { theyLead: theyLead.sort(closest), iLead: iLead.sort(closest) };
}
