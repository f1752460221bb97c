import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import { joinNames } from '../domain/friends';
import { decodeSavedVisitLines, SAVED_VISIT_LINES_KEY, type SavedVisitLines } from '../domain/my-day';
import { playerNameKey, sameName } from '../domain/player-name';
import type { RememberedPlayer } from '../domain/remembered-players';
import {
  decodeVisitMemory,
  type VisitFigures,
  type VisitLine,
  type VisitMemory,
  visitMemoryAfter,
} from '../domain/since-last-visit';
import { deviceValue, keep } from './device-storage';

/** "Me"'s figures at the last visits on this device (see VisitMemory), read back defensively. */
export const $visitMemory = deviceValue<VisitMemory>('lastVisit', decodeVisitMemory);

/**
 * A visit saw `current`: the device keeps it, and answers the figures of the visit before, to
 * compare with (undefined on a first visit). Storage that refuses it (full, or off) changes
 * nothing: the next visit is a first one again.
 */
export function seeVisit(current: VisitFigures): VisitFigures | undefined {
  const memory = visitMemoryAfter($visitMemory.get(), current);
  keep($visitMemory, memory);
  return memory.previous;
}

/** The lines "since your last visit" last showed on this device: shown again offline. */
const $savedVisitLines = deviceValue<SavedVisitLines>(SAVED_VISIT_LINES_KEY, decodeSavedVisitLines);

/**
 * Keeps the lines shown to `me` now, compared with the visit at `since` (none on a first visit).
 * Where the device cannot keep them, the block offline says it shows again once online.
 */
export function saveVisitLines(me: RememberedPlayer, lines: readonly VisitLine[], since?: number): void {
  keep($savedVisitLines, {
    playerName: me.name,
    locationId: me.locationId,
    lines: lines.map(({ text, to }) => ({ text, to })),
    ...(since === undefined ? {} : { since }),
    at: Date.now(),
  });
}

/** The lines last shown to `me` at their venue, if the device kept any. */
export function savedVisitLines(me: RememberedPlayer): SavedVisitLines | undefined {
  const saved = $savedVisitLines.get();
  return saved && sameName(saved.playerName, me.name) && saved.locationId === me.locationId
    ? saved
    : undefined;
}

/**
 * The totals at a venue of the players "me" follows, by name, in one small answer (the glance at
 * them); a player who does not play there is left out, and all of them when the answer fails.
 */
export async function followedTotals(
  names: readonly string[],
  locationId: number,
): Promise<Record<string, number>> {
  if (names.length === 0) return {};
  try {
    const glance = await callApi(routes.playersGlance, { query: { names: joinNames(names) } });
    const totals: Record<string, number> = {};
    for (const player of glance.players) {
      const venue = player.venues.find((v) => v.locationId === locationId);
      // Keyed by the name as followed (the device's spelling), which the figures compare by.
      const asked = names.find((n) => playerNameKey(n) === playerNameKey(player.playerName));
      if (venue && asked !== undefined) totals[asked] = venue.totalScore;
    }
    return totals;
  } catch {
    return {};
  }
}
