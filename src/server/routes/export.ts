import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { attachmentHeader, exportCsv, exportFileName } from '../services/export';
import { playerLocations } from '../services/players';
import { found } from './lookups';

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

/** The CSV export of a player's scores. */
export function exportRoutes({ database, config, cached, now }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  mount(app, endpoints.exportData, async ({ params, query }, c) => {
    const player = await cached.player(params.playerName);
    const venue = await cached.venue(
      query.locationId !== undefined ? query.locationId : found((await playerLocations(db, player.id))[0]).id,
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
  });
  return app;
}
