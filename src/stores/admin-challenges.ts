import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { Challenge, ChallengeInput } from '../contract/schemas/admin';
import { coerceGameLevel, scoreRecordInput } from '../domain/challenge-records';
import { upsertBy } from '../domain/id-lists';
import { adminList } from './admin-list';

/** What the Challenges tab says when its list cannot be fetched (docs/product.md, Messages). */
export const CHALLENGE_ERRORS = {
  fetch: 'Failed to fetch challenges',
  update: 'Failed to update challenge',
  delete: 'Failed to delete challenge',
  notFound: 'Challenge not found',
} as const;

const id = (c: Challenge) => c._id;

/** Every challenge, for the Challenges tab and /admin/challenges. */
export const adminChallenges = adminList(() => callApi(routes.challenges, {}), CHALLENGE_ERRORS.fetch);

let currentId = 0;

/** The challenge of /admin/challenges/{id}: a list of at most one. */
export const editedChallenge = adminList(
  async () => [await callApi(routes.challenge, { params: { id: currentId } })],
  (error) =>
    error instanceof ApiCallError && (error.status === 404 || error.status === 400)
      ? CHALLENGE_ERRORS.notFound
      : CHALLENGE_ERRORS.fetch,
);

/** Loads one challenge; an id that is not a positive whole number is 'Challenge not found'. */
export async function loadChallenge(challengeId: number): Promise<void> {
  currentId = Number.isInteger(challengeId) && challengeId > 0 ? challengeId : 0;
  await editedChallenge.load();
}

function update(challengeId: number, body: ChallengeInput): Promise<boolean> {
  return editedChallenge.change(
    async () => {
      const saved = await callApi(routes.updateChallenge, { params: { id: challengeId }, body });
      // The list (if loaded) follows too.
      adminChallenges.$state.setKey('data', upsertBy(adminChallenges.$state.get().data, saved, id));
      return saved;
    },
    (list, saved) => upsertBy(list, saved, id),
    CHALLENGE_ERRORS.update,
  );
}

/** Saves a challenge's game, level (coerced to a number, 0 when empty) and live flag. */
export async function saveChallenge(
  challengeId: number,
  fields: { gameName: string; gameLevel: string; isLive: boolean },
): Promise<boolean> {
  const gameName = fields.gameName.trim();
  if (gameName === '') return false;
  return update(challengeId, {
    gameName,
    gameLevel: coerceGameLevel(fields.gameLevel),
    isLive: fields.isLive,
  });
}

/** Adds a score record; nothing is sent unless the score is above 0 and a display name is set. */
export async function addScoreRecord(
  challengeId: number,
  score: string,
  displayName: string,
): Promise<boolean> {
  const record = scoreRecordInput(score, displayName);
  if (!record) return false;
  return update(challengeId, { scoreRecords: [record] });
}

/** Soft-deletes a challenge: it stays, marked deleted. */
export async function deleteChallenge(challengeId: number): Promise<boolean> {
  const deleted = (list: Challenge[]) =>
    list.map((c) => (c._id === challengeId ? { ...c, isDeleted: true } : c));
  const ok = await adminChallenges.change(
    () => callApi(routes.deleteChallenge, { params: { id: challengeId } }),
    deleted,
    CHALLENGE_ERRORS.delete,
  );
  if (ok) editedChallenge.$state.setKey('data', deleted(editedChallenge.$state.get().data));
  return ok;
}
