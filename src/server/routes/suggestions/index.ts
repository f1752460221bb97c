import { suggestPlayers } from './suggest-players';

/** Names a search could mean: the landing's type-ahead and 'Did you mean'. */
export const suggestionEndpoints = [suggestPlayers] as const;
