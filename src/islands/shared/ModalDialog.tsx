import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from 'react';

interface Props {
  className: string;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Called once the dialog has closed itself: Escape, a `method="dialog"` form, the backdrop. */
  onClose: () => void;
  children: ReactNode;
}

/** A click on the backdrop lands on the dialog element itself, outside its box. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

/**
 * A modal dialog on the platform's own `<dialog>`, open for as long as it is mounted: render it
 * to open it, stop rendering it to close it. `showModal()` does what a dialog library would: the
 * rest of the page becomes inert (unreachable by keyboard, hidden from screen readers), focus
 * moves inside, Escape closes it, and closing returns focus to the element that had it. We add
 * closing on a click outside.
 */
export function ModalDialog({ className, labelledBy, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  // A layout effect: open before the browser paints, so that no frame shows the page without its
  // backdrop (a click in such a frame would fall through to the page).
  useLayoutEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // Closed while still in the document, so the browser returns focus where it was.
    return () => el?.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is pointer-only; Escape closes by keyboard
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      {children}
    </dialog>
  );
}
