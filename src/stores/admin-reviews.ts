import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { VoidRequest } from '../contract/schemas/reviews';
import { adminList } from './admin-list';

/** What the admin reads when a review fetch or decision fails. */
const REVIEW_ERRORS = {
  held: 'Failed to fetch held scores',
  voided: 'Failed to fetch voided scores',
  audit: 'Failed to fetch the review log',
  accept: 'Failed to accept the score',
  reject: 'Failed to reject the score',
  void: 'Failed to void the score',
  restore: 'Failed to restore the score',
} as const;

/** Scores held for review (above their level's plausibility bound), oldest first. */
export const adminHeldScores = adminList(() => callApi(routes.heldScores, {}), REVIEW_ERRORS.held);
/** Voided scores not restored, newest first. */
export const adminVoidedScores = adminList(() => callApi(routes.voidedScores, {}), REVIEW_ERRORS.voided);
/** Every accept, reject, void and restore, newest first. */
export const adminScoreAudit = adminList(() => callApi(routes.scoreAudit, {}), REVIEW_ERRORS.audit);

/** After a decision the log has a new entry (and a void or restore moves a score between lists). */
const reloadAfter = (ok: boolean, ...lists: Array<{ load(): Promise<void> }>) => {
  if (ok) for (const list of [adminScoreAudit, ...lists]) void list.load();
  return ok;
};

/** Accepts or rejects a held score; it leaves the held list either way. */
export async function decideHeld(id: number, action: 'accept' | 'reject', reason?: string): Promise<boolean> {
  const ok = await adminHeldScores.change(
    () =>
      callApi(action === 'accept' ? routes.acceptHeldScore : routes.rejectHeldScore, {
        params: { id },
        body: reason ? { reason } : {},
      }),
    (list) => list.filter((h) => h.id !== id),
    REVIEW_ERRORS[action],
  );
  return reloadAfter(ok);
}

/** Voids a player's best on a level; the voided list is read again to show it. */
export async function voidBest(ref: VoidRequest): Promise<boolean> {
  const ok = await adminVoidedScores.change(
    () => callApi(routes.voidScore, { body: ref }),
    (list) => list,
    REVIEW_ERRORS.void,
  );
  return reloadAfter(ok, adminVoidedScores);
}

/** Restores a voided score: it counts again, and leaves the voided list. */
export async function restoreVoided(id: number, reason?: string): Promise<boolean> {
  const ok = await adminVoidedScores.change(
    () => callApi(routes.restoreScore, { params: { id }, body: reason ? { reason } : {} }),
    (list) => list.filter((v) => v.id !== id),
    REVIEW_ERRORS.restore,
  );
  return reloadAfter(ok);
}
