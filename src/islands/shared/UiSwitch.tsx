import { useEffect } from 'react';
import { classicPathOfNewerPath } from '../../domain/classic-paths';
import type { PlayerScreen } from '../../domain/paths';
import { setOldUI } from '../../stores/flags';

interface Props {
  /** The variant this control lives in; it switches to the other one. */
  from: 'new' | 'old';
  /** Where the other variant shows the same thing; the page itself when omitted. */
  target?: string | undefined;
  /** On a newer player page: its screen, the rest is read from the address when clicked. */
  playerScreen?: PlayerScreen | undefined;
}

/** Switches between the newer and the older UI (the oldUI flag), keeping to an equivalent screen. */
export function UiSwitch({ from, target: fixedTarget, playerScreen }: Props) {
  const toOld = from === 'new';
  // A newer player page opened with the older UI on (the older UI's location choice links here, as
  // may a shared link) goes to the older UI's same screen; the head script's flag keeps the page
  // unseen meanwhile (styles/variants.css), so the newer UI never flashes.
  useEffect(() => {
    if (from !== 'new' || !playerScreen || document.documentElement.dataset.ui !== 'old') return;
    window.location.replace(classicPathOfNewerPath(window.location.pathname, playerScreen));
  }, [from, playerScreen]);
  return (
    <button
      type="button"
      className="button button--ghost ui-switch"
      onClick={() => {
        const target = playerScreen
          ? classicPathOfNewerPath(window.location.pathname, playerScreen)
          : fixedTarget;
        // Going elsewhere: the next page picks the variant before its first paint.
        setOldUI(toOld, !target);
        if (target) window.location.assign(target);
      }}
    >
      {toOld ? 'Switch to the classic view' : 'Switch to the new view'}
    </button>
  );
}
