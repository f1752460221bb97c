import { FormDialog } from './FormDialog';
import { ActionError } from './ListStatus';
import { type FieldSpec, TextFieldForm } from './TextFieldForm';

interface Props {
  /** The button's text: 'Edit' or 'Rename'. */
  verb: string;
  /** What is edited, as users typed it (shown as text). */
  name: string;
  fields: readonly FieldSpec[];
  initial: Readonly<Record<string, string>>;
  busy: boolean;
  error: string | null;
  canSubmit: (values: Record<string, string>) => boolean;
  onSubmit: (values: Record<string, string>) => Promise<boolean>;
}

/** A row's edit button and its dialog; the dialog closes once the change is saved. */
export function EditDialog({ verb, name, fields, initial, busy, error, canSubmit, onSubmit }: Props) {
  return (
    <FormDialog
      label={verb}
      triggerName={`${verb} ${name}`}
      triggerClass="button button--small"
      title={`${verb} ${name}`}
    >
      {(close) => (
        <>
          <TextFieldForm
            fields={fields}
            initial={initial}
            submitLabel="Save"
            busy={busy}
            canSubmit={canSubmit}
            onSubmit={onSubmit}
            onDone={close}
          />
          <ActionError message={error} />
        </>
      )}
    </FormDialog>
  );
}
