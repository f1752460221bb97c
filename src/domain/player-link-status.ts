/** A claim request's state: approved undefined/null is pending, true approved, false denied. */
export type LinkStatus = 'pending' | 'approved' | 'denied';

/** What an admin can do to a request. */
export type LinkAction = 'approve' | 'deny' | 'reset';

/** The state of a request from its approved flag. */
export function linkStatus(approved: boolean | null | undefined): LinkStatus {
  if (approved === true) return 'approved';
  if (approved === false) return 'denied';
  return 'pending';
}

/** The actions a request offers: Approve and Deny while pending, Reset once decided. */
export function linkActions(approved: boolean | null | undefined): LinkAction[] {
  return linkStatus(approved) === 'pending' ? ['approve', 'deny'] : ['reset'];
}

/** The approved flag after an action: Approve gives true, Deny false, Reset pending (null). */
export function approvedAfter(action: LinkAction): boolean | null {
  if (action === 'approve') return true;
  if (action === 'deny') return false;
  return null;
}

/** Requests grouped by state, each group in the given order. */
export function groupLinks<T extends { approved: boolean | null }>(
  links: readonly T[],
): Record<LinkStatus, T[]> {
  const groups: Record<LinkStatus, T[]> = { pending: [], approved: [], denied: [] };
  for (const link of links) groups[linkStatus(link.approved)].push(link);
  return groups;
}
