import { RecentBests } from '../../../contract/schemas/insights';
import { NameAt } from '../../../contract/schemas/params';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { recentSince } from '../../../domain/recent-bests';
import { dayClock } from '../../config';
import { defineEndpoint } from '../../http/endpoint';

/** A player's recent bests, top scores taken and lost at a venue (the summary's Recent). */
export const recentBests = defineEndpoint(
  {
    name: 'recentBests',
    method: 'GET',
    path: '/api/activate/players/player/{playerName}/location/{locationId}/recent',
    summary:
      "A player's personal bests, top scores taken and top scores lost (with the rival) at a venue in the last 7 business days, newest first",
    tag: 'Players',
    access: 'public',
    params: NameAt,
    response: RecentBests,
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  ({ cached, config, today }) => {
    const clock = dayClock(config);
    return async ({ params }) =>
      (await cached.recentBests(params.playerName, params.locationId, recentSince(today(), clock))).json;
  },
);
