import { NameAt } from '../../../contract/schemas/params';
import { CachedProfiles } from '../../../contract/schemas/players';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import { defineEndpoint } from '../../http/endpoint';
import { cachedProfiles as profilesOf } from '../../services/profile-snapshots';

/** A tracked player's last snapshots (the summary's tracked-profile differences). */
export const cachedProfiles = defineEndpoint(
  {
    name: 'cachedProfiles',
    method: 'GET',
    path: '/api/activate/players/player/{playerName}/location/{locationId}/cached-profiles',
    summary: "A tracked player's last snapshots, keyed by venue name (empty when not tracked)",
    tag: 'Players',
    access: 'public',
    params: NameAt,
    response: CachedProfiles,
    errors: { 404: NO_PLAYER_FOUND },
  },
  ({ cached, database }) =>
    async ({ params }) => {
      const [player] = await Promise.all([cached.player(params.playerName), cached.venue(params.locationId)]);
      return { cachedProfiles: await profilesOf(database.db, player.id) };
    },
);
