/**
 * One rule for every change shown day over day (boards, the summary, the yearly rank, the games
 * table): a change is "current minus before" for amounts and "before minus current" for ranks,
 * so a positive change is always an improvement, shown ▲ with a plus and read "up".
 */

/** A rank's change: yesterday's rank minus today's (positionDifference), positive when the player climbed. */
export function rankChange(before: number, now: number): number {
  return before - now;
}

/** An amount's change (a score, levels, top scores): today's minus yesterday's, positive when it grew. */
export function amountChange(before: number, now: number): number {
  return now - before;
}

/** How a change reads: its arrow, its signed amount, and the words a screen reader says. */
interface ChangeText {
  direction: 'up' | 'down' | 'same';
  /** '▲', '▼', or '–' for no change. */
  arrow: string;
  /** The amount with its sign ('+1', '−23'), '' for no change. */
  signed: string;
  /** e.g. 'up 1 since yesterday', 'no change'. */
  spoken: string;
}

/** The text of a change (see rankChange, amountChange); `format` formats the amount. */
export function changeText(change: number, format: (n: number) => string = String): ChangeText {
  if (change === 0) return { direction: 'same', arrow: '–', signed: '', spoken: 'no change' };
  const amount = format(Math.abs(change));
  return change > 0
    ? { direction: 'up', arrow: '▲', signed: `+${amount}`, spoken: `up ${amount} since yesterday` }
    : { direction: 'down', arrow: '▼', signed: `−${amount}`, spoken: `down ${amount} since yesterday` };
}
