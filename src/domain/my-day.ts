import { parseStored } from './remembered-players';
import type { VisitLineTarget } from './since-last-visit';

/** "Me"'s day as their summary tells it: the day line, their total and their position. */
export interface MyDay {
  playerName: string;
  locationId: number;
  venue: string;
  /** The summary's day line (dayChangeLine), word for word. */
  line: string;
  totalScore: number;
  standing: number;
  /** Shown from the device's copy, which the server gave at this time (ms): the server was not reached. */
  asOf?: number;
}

/** The card's last figures on the device, and when the server gave them (ms). */
export interface SavedDay {
  day: MyDay;
  at: number;
}

/** The lines "since your last visit" last showed, what they compared with, and when (ms). */
export interface SavedVisitLines {
  playerName: string;
  locationId: number;
  lines: Array<{ text: string; to: VisitLineTarget }>;
  /** The visit they compared with (ms); undefined for a first visit. */
  since?: number;
  at: number;
}

/** The device's keys for both (forgotten with "me"). */
export const SAVED_DAY_KEY = 'myDay';
export const SAVED_VISIT_LINES_KEY = 'lastVisitLines';

const TARGETS: readonly VisitLineTarget[] = ['summary', 'games', 'board', 'friends'];
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 500;

/** The saved day read back, or undefined when missing or not of its shape (storage is anyone's to edit). */
export function decodeSavedDay(raw: string | null | undefined): SavedDay | undefined {
  const value = parseStored(raw) as { day?: Record<string, unknown>; at?: unknown } | undefined;
  const d = value?.day;
  if (!d || !isNumber(value.at)) return undefined;
  const { playerName, locationId, venue, line, totalScore, standing } = d;
  if (!isText(playerName) || !isText(venue) || !isText(line)) return undefined;
  if (!isNumber(locationId) || !isNumber(totalScore) || !isNumber(standing)) return undefined;
  return { day: { playerName, locationId, venue, line, totalScore, standing }, at: value.at };
}

/** The saved lines read back, or undefined (as decodeSavedDay). */
export function decodeSavedVisitLines(raw: string | null | undefined): SavedVisitLines | undefined {
  const value = parseStored(raw) as Record<string, unknown> | undefined;
  if (!value || !isText(value.playerName) || !isNumber(value.locationId) || !isNumber(value.at))
    return undefined;
  if (!Array.isArray(value.lines) || value.lines.length > 50) return undefined;
  const lines = value.lines.filter(
    (l): l is SavedVisitLines['lines'][number] =>
      typeof l === 'object' && l !== null && isText(l.text) && TARGETS.includes(l.to),
  );
  return {
    playerName: value.playerName,
    locationId: value.locationId,
    lines,
    ...(isNumber(value.since) ? { since: value.since } : {}),
    at: value.at,
  };
}
