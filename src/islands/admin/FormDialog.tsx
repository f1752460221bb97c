import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { type ReactNode, type Ref, useState } from 'react';

interface Props {
  /** The trigger's visible text. */
  label: ReactNode;
  /** The trigger's accessible name, when the visible text alone is ambiguous (e.g. 'Edit' in a row). */
  triggerName?: string;
  triggerClass?: string;
  /** The trigger button, for a form that moves the focus to it. */
  triggerRef?: Ref<HTMLButtonElement> | undefined;
  /** The dialog's title. */
  title: string;
  /** The dialog's body; `close` shuts it (after a successful change). */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a dialog (edit forms, delete confirmations); Escape or Close dismisses it. */
export function FormDialog({
  label,
  triggerName,
  triggerClass = 'button',
  triggerRef,
  title,
  children,
}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} className={triggerClass} aria-label={triggerName}>
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer__overlay" />
        <Dialog.Content className="dialog dialog--centered admin-dialog" aria-describedby={undefined}>
          <div className="drawer__head">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children(() => setOpen(false))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
