import { clockTime } from './clock-time';

/** How a screen hears of changes (the client's live modes). */
type ScreenMode = 'connecting' | 'live' | 'polling';

/** What a screen says of its connection: a kind (its dot's colour) and the words. */
interface ScreenStatus {
  kind: 'live' | 'reconnecting' | 'polling' | 'offline';
  text: string;
}

/**
 * The screen's connection as it says it, truthfully: 'Live' on the event stream, 'Reconnecting…'
 * while the stream retries, 'Updating every 10 s' while polls work, and 'Offline since 21:04' once
 * a fetch failed, from the time the server was first out of reach (in the venue's time zone).
 */
export function screenStatus(mode: ScreenMode, offlineSince: number | null, timeZone: string): ScreenStatus {
  if (offlineSince !== null)
    return { kind: 'offline', text: `Offline since ${clockTime(offlineSince, timeZone)}` };
  if (mode === 'live') return { kind: 'live', text: 'Live' };
  if (mode === 'polling') return { kind: 'polling', text: 'Updating every 10 s' };
  return { kind: 'reconnecting', text: 'Reconnecting…' };
}
