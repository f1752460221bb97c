import type { Challenge } from '../../contract/schemas/admin';
import { deleteChallenge } from '../../stores/admin-challenges';
import { ConfirmButton } from './ConfirmButton';

/** A challenge's state as the admin area shows it. */
export function challengeStatus(c: Pick<Challenge, 'isDeleted' | 'isLive'>): string {
  if (c.isDeleted) return 'Deleted';
  return c.isLive ? 'Live' : 'Not live';
}

interface Props {
  challenge: Challenge;
  triggerName: string;
  busy: boolean;
  error: string | null;
}

/** Deletes a challenge after confirming; a soft delete, so nothing is offered once it is deleted. */
export function DeleteChallenge({ challenge, triggerName, busy, error }: Props) {
  if (challenge.isDeleted) return null;
  return (
    <ConfirmButton
      label="Delete"
      triggerName={triggerName}
      question={`Delete the ${challenge.gameName} challenge?`}
      detail="It is marked deleted; its records are kept."
      disabled={busy}
      error={error}
      onConfirm={() => deleteChallenge(challenge._id)}
    />
  );
}
