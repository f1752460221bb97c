import { approvePlayerLink } from './approve-player-link';
import { checkPlayerLink } from './check-player-link';
import { denyPlayerLink } from './deny-player-link';
import { playerLinks } from './player-links';
import { requestPlayerLink } from './request-player-link';
import { resetPlayerLink } from './reset-player-link';

/** Claims of a player profile: asked by a user, decided by an admin. */
export const playerLinkEndpoints = [
  checkPlayerLink,
  requestPlayerLink,
  playerLinks,
  approvePlayerLink,
  denyPlayerLink,
  resetPlayerLink,
] as const;
