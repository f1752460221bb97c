import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import { approvedAfter, type LinkAction } from '../domain/player-link-status';
import { adminList } from './admin-list';
import { adminUsers } from './admin-users';

/** What the admin reads when a player-link fetch or decision fails (docs/product.md, "Messages"). */
export const PLAYER_LINK_ERRORS = {
  fetch: 'Failed to fetch player links',
  approve: 'Failed to approve player link',
  deny: 'Failed to deny player link',
  reset: 'Failed to reset player link approval',
} as const;

const ROUTES = {
  approve: routes.approvePlayerLink,
  deny: routes.denyPlayerLink,
  reset: routes.resetPlayerLink,
} as const;

/** The claim requests of the admin area's Player Links tab. */
export const adminPlayerLinks = adminList(() => callApi(routes.playerLinks, {}), PLAYER_LINK_ERRORS.fetch);

/**
 * Approves, denies or resets (back to pending) a request; the list follows locally. A decision
 * links or unlinks a user's profile, so the users list is fetched again.
 */
export async function decidePlayerLink(linkId: number, action: LinkAction): Promise<boolean> {
  const ok = await adminPlayerLinks.change(
    () => callApi(ROUTES[action], { params: { id: linkId } }),
    (list) => list.map((l) => (l._id === linkId ? { ...l, approved: approvedAfter(action) } : l)),
    PLAYER_LINK_ERRORS[action],
  );
  if (ok) void adminUsers.load();
  return ok;
}
