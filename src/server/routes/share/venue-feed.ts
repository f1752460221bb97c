import { AtVenue } from '../../../contract/schemas/params';
import { LOCATION_NOT_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { publicOrigin } from '../../public-origin';
import { sendPrepared } from './send-prepared';
import { shareReads } from './share-reads';

/** A venue's Atom feed of the top scores set there, for feed readers. */
export const venueFeed = defineEndpoint(
  {
    name: 'venueFeed',
    method: 'GET',
    path: '/api/feeds/location/{locationId}/atom.xml',
    summary:
      "A venue's Atom feed: the top scores set there in the last 30 days that still stand, newest first (at most 50)",
    tag: 'Sharing',
    access: 'public',
    params: AtVenue,
    produces: 'application/atom+xml',
    errors: { 400: 'The id is not a number', 404: LOCATION_NOT_FOUND },
  },
  (deps) => {
    const share = shareReads(deps);
    const origin = publicOrigin(deps.config);
    return async ({ params }, c) =>
      sendPrepared(c, await share.venueFeed(params.locationId, origin, deps.now()));
  },
);
