import { z } from 'zod';
import { PlayerSuggestion, SuggestQuery } from '../../../contract/schemas/suggestions';
import { defineEndpoint } from '../../http/endpoint';

/** Names a search could mean: the landing's type-ahead and 'Did you mean'. */
export const suggestPlayers = defineEndpoint(
  {
    name: 'suggestPlayers',
    method: 'GET',
    path: '/api/players/suggest',
    summary:
      'Up to 8 players a name could mean, accents and case aside: the same name, names starting with it (best known first), then names alike (a typo)',
    tag: 'Players',
    access: 'public',
    throttle: 'search',
    query: SuggestQuery,
    response: z.array(PlayerSuggestion),
    errors: { 400: 'q is missing, longer than a name or holds control characters' },
  },
  ({ cached }) =>
    ({ query }) =>
      cached.suggestions(query.q, query.locationId),
);
