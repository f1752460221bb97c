import { challenge } from './challenge';
import { challenges } from './challenges';
import { deleteChallenge } from './delete-challenge';
import { updateChallenge } from './update-challenge';

/** The admin area's community challenges: list, read, edit, soft delete. */
export const challengeEndpoints = [challenges, challenge, updateChallenge, deleteChallenge] as const;
