import * as Tooltip from '@radix-ui/react-tooltip';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';

interface Props {
  tracked: boolean;
  playerName: string;
}

/**
 * Whether the profile is tracked. The red state explains, in a tooltip that keyboard and touch
 * users can open too, how the owner starts tracking.
 */
export function TrackedIndicator({ tracked, playerName }: Props) {
  // Controlled, because under Preact an uncontrolled Radix tooltip closes as soon as it opens: it
  // announces its opening from an effect that Preact runs after the new content has started
  // listening for that announcement (preactjs/preact#3805). Controlled, it announces at once.
  const [open, setOpen] = useState(false);
  if (tracked) {
    return (
      <span className="status-pill status-pill--good">
        <CircleCheck aria-hidden="true" size={18} /> Profile Being Tracked
      </span>
    );
  }
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button type="button" className="status-pill status-pill--bad">
            <CircleX aria-hidden="true" size={18} /> Profile Not Being Tracked
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" sideOffset={6}>
            To track this profile, its owner types <code>/track profile:{playerName}</code> in the roles
            channel of our Discord community. Tracked profiles show what changed since yesterday.
            <Tooltip.Arrow className="tooltip__arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
