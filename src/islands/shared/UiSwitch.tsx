import { setOldUI } from '../../stores/flags';

interface Props {
  /** The variant this control lives in; it switches to the other one. */
  from: 'new' | 'old';
  /** Where the other variant shows the same thing; the page itself when omitted. */
  target?: string | undefined;
}

/** Switches between the newer and the older UI (the oldUI flag), keeping to an equivalent screen. */
export function UiSwitch({ from, target }: Props) {
  const toOld = from === 'new';
  return (
    <button
      type="button"
      className="button button--ghost ui-switch"
      onClick={() => {
        // Going elsewhere: the next page picks the variant before its first paint.
        setOldUI(toOld, !target);
        if (target) window.location.assign(target);
      }}
    >
      {toOld ? 'Switch to the classic view' : 'Switch to the new view'}
    </button>
  );
}
