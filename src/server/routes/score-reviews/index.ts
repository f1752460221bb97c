import { acceptHeldScore } from './accept-held-score';
import { heldScores } from './held-scores';
import { rejectHeldScore } from './reject-held-score';
import { restoreScore } from './restore-score';
import { scoreAudit } from './score-audit';
import { voidScore } from './void-score';
import { voidedScores } from './voided-scores';

/** The admin's review of scores: held scores, voids and restores, the audit log. */
export const scoreReviewEndpoints = [
  heldScores,
  acceptHeldScore,
  rejectHeldScore,
  voidScore,
  voidedScores,
  restoreScore,
  scoreAudit,
] as const;
