import { type SubmitEvent, useState } from 'react';
import { LabeledInput } from './LabeledInput';

/** A field of a form: its label, and how many characters it takes. */
export interface FieldSpec {
  name: string;
  label: string;
  maxLength: number;
  /** A multi-line field. */
  multiline?: boolean;
}

interface Props {
  fields: readonly FieldSpec[];
  /** The fields' starting values, by name (empty when absent). */
  initial?: Readonly<Record<string, string>>;
  submitLabel: string;
  busy: boolean;
  /** Whether the values may be sent (the submit button is disabled otherwise). */
  canSubmit: (values: Record<string, string>) => boolean;
  /** Sends the values; on success an add form empties and an edit dialog closes. */
  onSubmit: (values: Record<string, string>) => Promise<boolean>;
  /** After a successful submit. */
  onDone?: () => void;
  /** Empty the fields after a successful submit (an add form). */
  resetOnSuccess?: boolean;
}

/** A labelled text form of the admin area (add or edit a venue or a badge). */
export function TextFieldForm({
  fields,
  initial = {},
  submitLabel,
  busy,
  canSubmit,
  onSubmit,
  onDone,
  resetOnSuccess = false,
}: Props) {
  const start = () => Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? '']));
  const [values, setValues] = useState<Record<string, string>>(start);
  const ready = canSubmit(values);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    void onSubmit(values).then((ok) => {
      if (!ok) return;
      if (resetOnSuccess) setValues(start());
      onDone?.();
    });
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      {fields.map((f) => (
        <LabeledInput
          key={f.name}
          label={f.label}
          maxLength={f.maxLength}
          multiline={f.multiline ?? false}
          value={values[f.name] ?? ''}
          onValueChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
        />
      ))}
      <button type="submit" className="button button--primary" disabled={!ready || busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
