import { discordLiteral } from './discord-markdown';
import { formatNumber } from './format';

/**
 * Overtaken alerts: what a tracked player is told when someone takes one of their top scores or
 * passes them on their venue's board (docs/product.md, "Overtaken alerts").
 */

/** Someone else's score beat a top score the player held. */
interface TopTaken {
  kind: 'top';
  by: string;
  venue: string;
  game: string;
  /** Stored 0 to 9, shown 1 to 10. */
  level: number;
  score: number;
  yours: number;
}

/** Someone else's total passed the player's on a venue's board. */
interface BoardPassed {
  kind: 'passed';
  by: string;
  venue: string;
  /** The player's place on the board after it. */
  position: number;
}

export type OvertakenEvent = TopTaken | BoardPassed;

/** A player's total at a venue before and after a batch of scores. */
export interface TotalMove {
  playerId: number;
  before: number;
  after: number;
}

/**
 * Who passed `tracked` on the board: players who were not ahead of them before (a total at most
 * theirs) and are ahead after (a higher total). A tie is not a pass: equal totals share a place.
 */
export function passersOf(tracked: TotalMove, movers: readonly TotalMove[]): TotalMove[] {
  return movers.filter(
    (m) => m.playerId !== tracked.playerId && m.before <= tracked.before && m.after > tracked.after,
  );
}

/** Events kept in one day's message at most; the rest are counted. */
export const MAX_LISTED_EVENTS = 5;

/** A name as the message shows it: marked up for Discord, or as it is (a notification is plain text). */
type Literal = (text: string) => string;
const asItIs: Literal = (text) => text;

function sentence(event: OvertakenEvent, literal: Literal): string {
  const by = literal(event.by);
  const venue = literal(event.venue);
  if (event.kind === 'passed')
    return `${by} passed you on the ${venue} board: you are now #${event.position}.`;
  return (
    `${by} took your top score on ${literal(event.game)} L${event.level + 1} at ${venue} ` +
    `(${formatNumber(event.score)} > ${formatNumber(event.yours)}).`
  );
}

/** One line per event (the first few), then how many more there were. */
function lines(events: readonly OvertakenEvent[], literal: Literal): string[] {
  const listed = events.slice(0, MAX_LISTED_EVENTS).map((e) => sentence(e, literal));
  const more = events.length - MAX_LISTED_EVENTS;
  if (more > 0) listed.push(`…and ${more} more today.`);
  return listed;
}

/** The Discord message. */
export function alertMessage(events: readonly OvertakenEvent[]): string {
  return lines(events, discordLiteral).join('\n');
}

/** The Web Push notification: the same lines as plain text, under a title. */
export function alertNotification(events: readonly OvertakenEvent[]): { title: string; body: string } {
  const first = events[0];
  const title =
    events.length === 1 && first?.kind === 'passed' ? 'Passed on the board' : 'Your top score was taken';
  return { title: events.length > 1 ? 'You were overtaken' : title, body: lines(events, asItIs).join('\n') };
}

/**
 * How long to wait before delivery attempt `attempt + 1` after a failure (5xx or no answer):
 * `baseMs` doubled for each attempt already made, at most `capMs`.
 */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The wait a rate-limited answer (429) asks for, in ms: the JSON body's `retry_after` (seconds,
 * fractional) or else the Retry-After header (whole seconds); `fallbackMs` when neither says.
 */
export function retryAfterMs(body: unknown, header: string | null, fallbackMs: number): number {
  const fromBody =
    typeof body === 'object' && body !== null ? (body as { retry_after?: unknown }).retry_after : undefined;
  const seconds = typeof fromBody === 'number' ? fromBody : header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : fallbackMs;
}
