import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { Badge } from '../contract/schemas/badges';
import { badgeInput } from '../domain/admin-input';
import { removeBy, upsertBy } from '../domain/id-lists';
import { adminList } from './admin-list';

/** What the Badges tab says when its list cannot be fetched (docs/product.md, Messages). */
const BADGE_ERRORS = {
  fetch: 'Failed to fetch badges',
  add: 'Failed to add badge',
  update: 'Failed to update badge',
  delete: 'Failed to delete badge',
} as const;

const id = (b: Badge) => b._id;

/** The badges of the admin area's Badges tab. */
export const adminBadges = adminList(() => callApi(routes.badges, {}), BADGE_ERRORS.fetch);

/** Adds a badge; nothing is sent unless title and description are both set. */
export async function addBadge(title: string, description: string): Promise<boolean> {
  const body = badgeInput(title, description);
  if (!body) return false;
  return adminBadges.change(
    () => callApi(routes.addBadge, { body }),
    (list, added) => upsertBy(list, added, id),
    BADGE_ERRORS.add,
  );
}

/** Edits a badge; nothing is sent unless both fields are non-empty after trimming. */
export async function updateBadge(badgeId: number, title: string, description: string): Promise<boolean> {
  const body = badgeInput(title, description);
  if (!body) return false;
  return adminBadges.change(
    () => callApi(routes.updateBadge, { params: { id: badgeId }, body }),
    (list, updated) => upsertBy(list, updated, id),
    BADGE_ERRORS.update,
  );
}

/** Deletes a badge (and who held it). */
export async function deleteBadge(badgeId: number): Promise<boolean> {
  return adminBadges.change(
    () => callApi(routes.deleteBadge, { params: { id: badgeId } }),
    (list) => removeBy(list, badgeId, id),
    BADGE_ERRORS.delete,
  );
}
