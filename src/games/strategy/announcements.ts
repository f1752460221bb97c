import type { StrategyEvent, StrategyState } from './types';

/** How an announcement feels: the UI styles it, and screen readers get it in words either way. */
type AnnouncementTone = 'info' | 'good' | 'bad';

/** What the player is told after an action: the text for the live region, and its tone. */
export interface Announcement {
  readonly text: string;
  readonly tone: AnnouncementTone;
}

// Plain moves are not announced (the board says where the player is); everything that changes the
// game is, so a player who cannot see the board still knows what happened.
function phrase(event: StrategyEvent, state: StrategyState): [string, AnnouncementTone] | null {
  switch (event.type) {
    case 'moved':
      return null;
    case 'bumped':
      return ['Edge of the floor', 'info'];
    case 'shot':
      return event.targetId === null ? ['Missed', 'info'] : null;
    case 'targetHit':
      return ['Target hit', 'good'];
    case 'redHit':
      return [
        event.livesLeft > 0 ? `Red tile! Lives left: ${event.livesLeft}` : 'Red tile! No lives left',
        'bad',
      ];
    case 'timeOut':
      return [
        event.livesLeft > 0 ? `Time's up! Lives left: ${event.livesLeft}` : "Time's up! No lives left",
        'bad',
      ];
    case 'waveCleared':
      return null;
    case 'waveStarted':
      return [`Wave ${event.wave} of ${state.waveCount}`, 'good'];
    case 'waveReset':
      return [`Wave ${event.wave} of ${state.waveCount} restarted`, 'info'];
    case 'gameReset':
      return [`New game: wave 1 of ${state.waveCount}, ${state.lives} lives`, 'info'];
    case 'won':
      return ['Congratulations! Every wave cleared', 'good'];
    case 'lost':
      return ['Game over', 'bad'];
  }
}

const RANK: Record<AnnouncementTone, number> = { info: 0, good: 1, bad: 2 };

/**
 * The announcement for the events of one action (`state` is the game after it), or null when
 * nothing worth saying happened. Phrases are joined in event order; the tone is the gravest one.
 */
export function announce(events: readonly StrategyEvent[], state: StrategyState): Announcement | null {
  const phrases = events.map((e) => phrase(e, state)).filter((p) => p !== null);
  if (phrases.length === 0) return null;
  const tone = phrases.reduce<AnnouncementTone>((t, [, p]) => (RANK[p] > RANK[t] ? p : t), 'info');
  return { text: phrases.map(([text]) => text).join('. '), tone };
}
