import { GlanceQuery, PlayersGlance } from '../../../contract/schemas/friends';
import { splitNames } from '../../../domain/friends';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';
import { playersGlance as glanceAt } from '../../services/players-glance';

/** Several players at once (a friends list): their totals, places and today's gains at every venue. */
export const playersGlance = defineEndpoint(
  {
    name: 'playersGlance',
    method: 'GET',
    path: '/api/players/glance',
    summary:
      'Several players at once (a friends list), in the order asked: at every venue where they have a total, that total, their place and what today added to it',
    tag: 'Players',
    access: 'public',
    // Up to 50 names, each looked up: counted as a search, like the suggestions.
    throttle: 'search',
    query: GlanceQuery,
    response: PlayersGlance,
    errors: { 400: 'names is missing, a name is malformed, or there are too many names' },
  },
  ({ database, cached, config, today }) => {
    const clock = dayClock(config);
    return ({ query }) => glanceAt({ db: database.db, cached }, splitNames(query.names), today(), clock);
  },
);
