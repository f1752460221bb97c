import { addBadge } from './add-badge';
import { deleteBadge } from './delete-badge';
import { updateBadge } from './update-badge';

/** The admin area's badges: add, edit, delete (the public list is lists' badges). */
export const badgeEndpoints = [addBadge, updateBadge, deleteBadge] as const;
