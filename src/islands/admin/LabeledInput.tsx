import { type InputHTMLAttributes, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A multi-line field. */
  multiline?: boolean;
}

/** A labelled text field of the admin forms. */
export function LabeledInput({ label, value, onValueChange, multiline = false, maxLength, ...rest }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          className="input"
          rows={2}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onValueChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className="input"
          type="text"
          value={value}
          maxLength={maxLength}
          onChange={(e) => onValueChange(e.target.value)}
          {...rest}
        />
      )}
    </div>
  );
}
