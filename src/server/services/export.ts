import { stringify } from 'csv-stringify/sync';
import { classicSheet, exportSheet } from '../../domain/csv-export';
import type { Db } from '../db/client';
import type { PlayerRow } from './players';
import { venueLevels } from './venue-levels';
import type { VenueState } from './venue-state';

interface ExportOptions {
  /** 'levels': the older UI's sheet with one column per level. */
  layout: 'rows' | 'levels';
  /** BCP 47 locale the numbers and date are formatted for. */
  locale: string;
  timeZone: string;
  now: Date;
}

/** A player's scores at a venue as CSV text; the sheet's layout is in docs/product.md ("CSV export"). */
export async function exportCsv(
  db: Db,
  player: PlayerRow,
  venue: VenueState,
  options: ExportOptions,
): Promise<string> {
  const location = venue.location;
  const levels = await venueLevels(db, player.id, venue);
  const numbers = new Intl.NumberFormat(options.locale);
  const input = {
    playerName: player.name,
    locationName: location.name,
    date: new Intl.DateTimeFormat(options.locale, { dateStyle: 'long', timeZone: options.timeZone }).format(
      options.now,
    ),
    levels,
    formatNumber: (n: number) => numbers.format(n),
  };
  const rows = options.layout === 'levels' ? classicSheet(input) : exportSheet(input);
  // A byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script).
  return stringify(rows, { bom: true, record_delimiter: 'windows' });
}

/** The download's file name: the player's name plus the product's. */
export function exportFileName(playerName: string, siteName: string): string {
  return `${playerName} ${siteName}.csv`;
}

/** A Content-Disposition header that carries any file name safely (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
