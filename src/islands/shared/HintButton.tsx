import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface Props {
  /** The button's class. */
  className: string;
  /** What the button shows: its accessible name. */
  label: ReactNode;
  /** The explanation, shown above the button. */
  children: ReactNode;
}

/**
 * A button that explains itself in a small bubble: shown on hover, on focus and on a tap (touch
 * browsers that do not focus a tapped button), hidden on Escape, on leaving it, on blur and on a
 * tap elsewhere. The bubble is the button's accessible description (`aria-describedby`), so a
 * screen reader reads it with the button whether shown or not. CSS places it above the button
 * (components.css): no positioning library for one bubble.
 */
export function HintButton({ className, label, children }: Props) {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    // Escape hides it wherever focus is (a bubble shown by hover included); so does a tap outside.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover on the pair keeps the bubble open while the pointer moves onto it; the button takes focus and keys
    <span ref={root} className="hint" onMouseEnter={show} onMouseLeave={hide}>
      <button
        type="button"
        className={className}
        aria-describedby={hintId}
        onFocus={show}
        onBlur={hide}
        onClick={show}
      >
        {label}
      </button>
      <span role="tooltip" id={hintId} className="hint__bubble" hidden={!open}>
        <span className="tooltip">{children}</span>
      </span>
    </span>
  );
}
