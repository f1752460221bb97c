import type { ReactNode, Ref } from 'react';
import { FormDialog } from './FormDialog';
import { ActionError } from './ListStatus';

interface Props {
  /** The button's visible text, e.g. 'Delete'. */
  label: string;
  /** Its accessible name, naming what it acts on. */
  triggerName: string;
  /** The button, for a form that moves the focus to it. */
  triggerRef?: Ref<HTMLButtonElement> | undefined;
  /** The question the confirmation asks. */
  question: string;
  /** What the change does, shown under the question. */
  detail?: ReactNode;
  disabled?: boolean;
  /** The change's failure, shown in the dialog too. */
  error?: string | null;
  /** Runs the change; the dialog closes once it has succeeded. */
  onConfirm: () => Promise<boolean>;
}

/** A destructive action that asks first (delete, remove, change a role). */
export function ConfirmButton({
  label,
  triggerName,
  triggerRef,
  question,
  detail,
  disabled = false,
  error = null,
  onConfirm,
}: Props) {
  return (
    <FormDialog
      label={label}
      triggerName={triggerName}
      triggerClass="button button--small"
      triggerRef={triggerRef}
      title={question}
    >
      {(close) => (
        <div className="admin-confirm">
          {detail && <p>{detail}</p>}
          <ActionError message={error} />
          <div className="admin-actions">
            <button
              type="button"
              className="button button--danger"
              disabled={disabled}
              onClick={() => void onConfirm().then((ok) => ok && close())}
            >
              {label}
            </button>
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
