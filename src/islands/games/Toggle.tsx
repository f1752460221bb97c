import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** A labelled on/off switch. */
export function Toggle({ label, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className="switch">
      <Switch.Root id={id} className="switch__root" checked={checked} onCheckedChange={onChange}>
        <Switch.Thumb className="switch__thumb" />
      </Switch.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
