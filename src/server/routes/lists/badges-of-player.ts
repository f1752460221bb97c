import { z } from 'zod';
import { PlayerBadge } from '../../../contract/schemas/badges';
import { ByName } from '../../../contract/schemas/params';
import { NO_PLAYER_FOUND } from '../../../domain/messages';
import type { RouteDeps } from '../../deps';
import { playerBadges } from '../../services/badges';

/** What the two lookups of a player's badges (their own, and one compared against) take and answer. */
export const badgesOfPlayerSpec = {
  method: 'GET',
  tag: 'Badges',
  access: 'public',
  params: ByName,
  response: z.array(PlayerBadge),
  errors: { 404: NO_PLAYER_FOUND },
} as const;

/** The badges a player holds, by name (a 404 when no player has it). */
export const badgesOfPlayer =
  ({ database, cached }: RouteDeps) =>
  async ({ params }: { params: { playerName: string } }) =>
    playerBadges(database.db, (await cached.player(params.playerName)).id);
