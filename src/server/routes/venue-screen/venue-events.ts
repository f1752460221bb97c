import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';

/** The event stream that tells a venue's TV screen when to fetch its data again. */
export const venueEvents = defineEndpoint(
  {
    name: 'venueEvents',
    method: 'GET',
    path: '/api/locations/{id}/events',
    summary:
      "Server-Sent Events for a venue's screen: a `data` event (its data version) each time the data changes, a comment every 15 s to keep the connection open",
    tag: 'Leaderboards',
    access: 'public',
    caching: 'private',
    params: ById,
    produces: 'text/event-stream',
    errors: {
      400: 'The id is not a venue id',
      404: 'No venue has that id',
      429: 'Ten screens already follow the site from this address (Retry-After)',
      503: 'Too many screens are connected to this server (Retry-After), the server is shutting down, or the database is unreachable',
    },
  },
  ({ cached, streams }) =>
    async ({ params }, c) => {
      // An unknown venue is a 404 before any stream opens (kept: the same lookup the screen makes).
      await cached.venue(params.id);
      return streams.open(c);
    },
);
