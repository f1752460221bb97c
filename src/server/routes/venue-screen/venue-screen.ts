import { ById } from '../../../contract/schemas/params';
import { VenueScreen } from '../../../contract/schemas/venue-screen';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';
import { venueScreen as screenOf } from '../../services/venue-screen';

/** What a venue's TV screen shows, fetched again on each event of its stream (venueEvents). */
export const venueScreen = defineEndpoint(
  {
    name: 'venueScreen',
    method: 'GET',
    path: '/api/locations/{id}/screen',
    summary:
      "What a venue's TV screen shows: its board's top 20 with changes since yesterday, today's new top scores, the day's biggest climbers and when the data was read",
    tag: 'Leaderboards',
    access: 'public',
    // Fetched again on each event of the stream: a kept copy would hide the change announced.
    caching: 'private',
    params: ById,
    response: VenueScreen,
    errors: { 400: 'The id is not a venue id', 404: 'No venue has that id' },
  },
  ({ cached, config, database, reads, today, versions }) => {
    const clock = dayClock(config);
    return ({ params }) => screenOf(database.db, cached, reads, params.id, today(), clock, versions.current);
  },
);
