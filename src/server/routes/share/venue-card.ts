import { AtVenue } from '../../../contract/schemas/params';
import { LOCATION_NOT_FOUND } from '../../../domain/messages';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';
import { sendPrepared } from './send-prepared';
import { shareReads } from './share-reads';

/** A venue board's share card: the image of its link's preview. */
export const venueCard = defineEndpoint(
  {
    name: 'venueCard',
    method: 'GET',
    path: '/api/cards/location/{locationId}/card.png',
    summary: "A venue board's share card: a 1200x630 PNG of the venue's name and its top five",
    tag: 'Sharing',
    access: 'public',
    throttle: 'render',
    params: AtVenue,
    produces: 'image/png',
    errors: { 400: 'The id is not a number', 404: LOCATION_NOT_FOUND },
  },
  (deps) => {
    const share = shareReads(deps);
    const clock = dayClock(deps.config);
    return async ({ params }, c) =>
      sendPrepared(c, await share.venueCard(params.locationId, deps.today(), clock));
  },
);
