import { useId } from 'react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/**
 * A labelled on/off switch: a button with the ARIA switch role, as a switch library renders it.
 * The button brings the keyboard (Space, Enter) and focus; `aria-checked` carries the state to
 * screen readers and to the styles.
 */
export function Toggle({ label, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className="switch">
      <button
        type="button"
        role="switch"
        id={id}
        className="switch__root"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" />
      </button>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
