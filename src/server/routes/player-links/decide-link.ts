import type { RouteDeps } from '../../deps';
import { decideLink } from '../../services/player-links';

/** The handler of an admin's decision on a claim (approve, deny, reset): the claim's id once decided. */
export const decide =
  (decision: 'approve' | 'deny' | 'reset') =>
  ({ database, now }: RouteDeps) =>
  async ({ params }: { params: { id: number } }) => ({
    playerLinkId: await decideLink(database.db, params.id, decision, now()),
  });
