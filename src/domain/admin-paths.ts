/** Whether a page path is in the admin area (/admin and below), which only admins may see. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/i.test(pathname);
}

/** The admin panel's tabs, in order (docs/product.md), with the `?tab=` value of each. */
export const ADMIN_TABS = [
  { value: 'challenges', label: 'Challenges' },
  { value: 'player-links', label: 'Player Links' },
  { value: 'locations', label: 'Locations' },
  { value: 'badges', label: 'Badges' },
  { value: 'scores', label: 'Held scores' },
] as const;

/** A tab's value. */
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The tab a `?tab=` value names; the first tab for anything else. */
export function adminTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((t) => t.value === value)?.value ?? 'challenges';
}

/** Where the site's bar sends an admin when scores wait for review: the Held scores tab. */
export const HELD_SCORES_PATH = '/admin?tab=scores';
