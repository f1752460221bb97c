import type { Context } from 'hono';
import { SHARED_CACHE_CONTROL } from '../../http/cache-control';
import type { AppEnv } from '../../http/env';
import { sendKept } from '../../http/mount';
import type { PreparedBody } from '../../services/prepared-body';

/**
 * A kept card or feed as a public read, cached: a feed in the browser's encoding (sendKept), a PNG
 * as it is (it is compressed already) with its ETag.
 */
export function sendPrepared(c: Context<AppEnv>, prepared: PreparedBody): Response {
  c.header('cache-control', SHARED_CACHE_CONTROL);
  if (prepared.contentType.startsWith('image/')) {
    c.header('etag', prepared.etag);
    return c.body(prepared.body as Uint8Array<ArrayBuffer>, 200, { 'content-type': prepared.contentType });
  }
  return sendKept(c, prepared, prepared.contentType);
}
