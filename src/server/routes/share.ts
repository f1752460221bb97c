import { type Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { dayClock } from '../config';
import type { RouteDeps } from '../deps';
import { SHARED_CACHE_CONTROL } from '../http/cache-control';
import type { AppEnv } from '../http/env';
import { mount, sendKept } from '../http/mount';
import { publicOrigin } from '../public-origin';
import type { PreparedBody } from '../services/prepared-body';
import { ShareReads } from '../services/share-reads';

/** A kept card or feed as a public read: in the browser's encoding (a feed; a PNG is sent as it is), cached. */
function send(c: Context<AppEnv>, prepared: PreparedBody): Response {
  c.header('cache-control', SHARED_CACHE_CONTROL);
  if (prepared.contentType.startsWith('image/')) {
    c.header('etag', prepared.etag);
    return c.body(prepared.body as Uint8Array<ArrayBuffer>, 200, { 'content-type': prepared.contentType });
  }
  return sendKept(c, prepared, prepared.contentType);
}

/** Share cards (PNG, for link previews) and Atom feeds of players and venues. */
export function shareRoutes({ config, database, reads, cached, today, now }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const share = new ShareReads(database.db, reads, cached, config.siteName);
  const clock = dayClock(config);
  const origin = publicOrigin(config);

  mount(app, endpoints.playerCard, async ({ params }, c) =>
    send(c, await share.playerCard(params.playerName, params.locationId)),
  );
  mount(app, endpoints.venueCard, async ({ params }, c) =>
    send(c, await share.venueCard(params.locationId, today(), clock)),
  );
  mount(app, endpoints.playerFeed, async ({ params }, c) =>
    send(c, await share.playerFeed(params.playerName, origin, now())),
  );
  mount(app, endpoints.venueFeed, async ({ params }, c) =>
    send(c, await share.venueFeed(params.locationId, origin, now())),
  );
  return app;
}
