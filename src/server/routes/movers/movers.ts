import { Movers, MoversQuery } from '../../../contract/schemas/movers';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';

/** What moved since yesterday's close on a venue's board or the chain's (the boards' Movers). */
export const movers = defineEndpoint(
  {
    name: 'movers',
    method: 'GET',
    path: '/api/movers',
    summary:
      "What moved since yesterday's close on a venue's board (locationId) or the chain's: the biggest climbers, players new on the board and level tops beaten",
    tag: 'Leaderboards',
    access: 'public',
    query: MoversQuery,
    response: Movers,
    errors: { 400: 'The venue id is not a number', 404: 'No venue has that id' },
  },
  ({ cached, config, today }) => {
    const clock = dayClock(config);
    return async ({ query }) => {
      // An unknown venue is a 404 with its message (CachedReads.venue).
      const scope =
        query.locationId === undefined
          ? ({ kind: 'world' } as const)
          : ({ kind: 'venue', venue: (await cached.venue(query.locationId)).location } as const);
      return cached.movers(scope, today(), clock);
    };
  },
);
