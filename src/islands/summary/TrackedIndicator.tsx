import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { HintButton } from '../shared/HintButton';

interface Props {
  tracked: boolean;
  playerName: string;
}

/**
 * Whether the profile is tracked. The red state explains, in a hint that keyboard and touch users
 * can open too, how the owner starts tracking.
 */
export function TrackedIndicator({ tracked, playerName }: Props) {
  if (tracked) {
    return (
      <span className="status-pill status-pill--good">
        <CircleCheck aria-hidden="true" size={18} /> Profile Being Tracked
      </span>
    );
  }
  return (
    <HintButton
      className="status-pill status-pill--bad"
      label={
        <>
          <CircleX aria-hidden="true" size={18} /> Profile Not Being Tracked
        </>
      }
    >
      To track this profile, its owner types{' '}
      <code>
        /track profile:<bdi>{playerName}</bdi>
      </code>{' '}
      in the roles channel of our Discord community. Tracked profiles show what changed since yesterday.
    </HintButton>
  );
}
