import { ByName } from '../../../contract/schemas/params';
import { PLAYER_NOT_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { publicOrigin } from '../../public-origin';
import { sendPrepared } from './send-prepared';
import { shareReads } from './share-reads';

/** A player's Atom feed of their recent bests, for feed readers. */
export const playerFeed = defineEndpoint(
  {
    name: 'playerFeed',
    method: 'GET',
    path: '/api/feeds/player/{playerName}/atom.xml',
    summary:
      "A player's Atom feed: their personal bests and top scores of the last 30 days at every venue, newest first (at most 50)",
    tag: 'Sharing',
    access: 'public',
    params: ByName,
    produces: 'application/atom+xml',
    errors: { 404: PLAYER_NOT_FOUND },
  },
  (deps) => {
    const share = shareReads(deps);
    const origin = publicOrigin(deps.config);
    return async ({ params }, c) =>
      sendPrepared(c, await share.playerFeed(params.playerName, origin, deps.now()));
  },
);
