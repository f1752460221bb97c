import { NameAt } from '../../../contract/schemas/params';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { sendPrepared } from './send-prepared';
import { shareReads } from './share-reads';

/** A player's share card at a venue: the image of their link's preview. */
export const playerCard = defineEndpoint(
  {
    name: 'playerCard',
    method: 'GET',
    path: '/api/cards/player/{playerName}/location/{locationId}/card.png',
    summary:
      "A player's share card at a venue: a 1200x630 PNG of their rank shield, name, total, position and venue (for link previews)",
    tag: 'Sharing',
    access: 'public',
    throttle: 'render',
    params: NameAt,
    produces: 'image/png',
    errors: { 404: `${NO_PLAYER_FOUND} (or the venue does not exist)` },
  },
  (deps) => {
    const share = shareReads(deps);
    return async ({ params }, c) =>
      sendPrepared(c, await share.playerCard(params.playerName, params.locationId));
  },
);
