import { z } from 'zod';
import { ExportQuery } from '../../../contract/schemas/csv-export';
import { ByName } from '../../../contract/schemas/params';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { attachmentHeader, exportCsv, exportFileName } from '../../services/export';
import { playerLocations } from '../../services/players';
import { found } from '../lookups';

const DEFAULT_LOCALE = 'en-GB';

/** The reader's locale: the query's if valid, else the first usable Accept-Language tag. */
function pickLocale(requested: string | undefined, acceptLanguage: string | undefined): string {
  const candidates = [
    requested,
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim()),
  ];
  for (const candidate of candidates) {
    if (!candidate || candidate === '*') continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      if (canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0) return canonical;
    } catch {
      // Not a locale: try the next.
    }
  }
  return DEFAULT_LOCALE;
}

/** A player's scores at a venue as a CSV download (their best venue unless one is named). */
export const exportData = defineEndpoint(
  {
    name: 'exportData',
    method: 'GET',
    path: '/players/exportData/{playerName}',
    caching: 'private',
    summary: "A player's scores at a venue as a CSV file (default: their best venue)",
    description:
      'Sent as an attachment (Content-Disposition) with Cache-Control "no-store"; numbers and the date are written for the locale.',
    tag: 'Players',
    access: 'public',
    params: ByName,
    query: ExportQuery,
    headers: z.object({
      'Accept-Language': z.string().optional().meta({
        description: 'The locale when the query names none (default en-GB)',
        example: 'fr-FR,fr;q=0.9',
      }),
    }),
    produces: 'text/csv',
    errors: {
      400: 'The name is blank, too long or malformed, the venue id is not one, the layout is unknown or the locale over 35 characters',
      404: `${NO_PLAYER_FOUND} (or "${LOCATION_NOT_FOUND}": no venue has that locationId)`,
    },
  },
  ({ database, config, cached, now }) =>
    async ({ params, query }, c) => {
      const db = database.db;
      const player = await cached.player(params.playerName);
      const venue = await cached.venue(
        query.locationId !== undefined
          ? query.locationId
          : found((await playerLocations(db, player.id))[0]).id,
      );
      const csv = await exportCsv(db, player, venue, {
        layout: query.layout ?? 'rows',
        locale: pickLocale(query.locale, c.req.header('accept-language')),
        timeZone: config.rollover.timeZone,
        now: now(),
      });
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentHeader(exportFileName(player.name, config.siteName)),
        'Cache-Control': 'no-store',
      });
    },
);
