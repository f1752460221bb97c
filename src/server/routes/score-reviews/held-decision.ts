import { ById } from '../../../contract/schemas/params';
import { HeldDecision, ReviewNote } from '../../../contract/schemas/reviews';

/** What an admin's decision on a held score takes and answers (accept and reject alike). */
export const heldDecision = {
  tag: 'Admin',
  access: 'admin',
  params: ById,
  body: ReviewNote,
  response: HeldDecision,
} as const;

/** A held score's 404, for both decisions. */
export const NO_HELD_SCORE = 'No such held score';
