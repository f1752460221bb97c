import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import { TYPE_AHEAD_DEBOUNCE_MS, TYPE_AHEAD_MIN_LENGTH } from '../../domain/suggestions';
import { $typeAhead, clearSuggestions, suggestNames, type TypeAhead } from '../../stores/player-suggestions';
import { useDebounced } from '../shared/use-debounced';

/** What the box and its list need from the type-ahead. */
export interface TypeAheadControl {
  state: TypeAhead;
  /** Whether the list shows. */
  open: boolean;
  /** The option the arrow keys are on, -1 for none (Enter then searches the typed text). */
  active: number;
  /** Call on each keystroke that changes the text. */
  onType(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Closes the list (the box lost the focus, or a search was sent). */
  close(): void;
  pick(suggestion: PlayerSuggestion): void;
}

/**
 * The landing box's type-ahead, the keyboard half of the WAI-ARIA combobox pattern: the list
 * opens as the visitor types (once typing pauses for 150 ms, from two characters), Down and Up move
 * through it (wrapping), Enter picks the option they are on (on none, the form searches the text
 * as typed), Escape closes it. A name put in the box by the page (from the address) asks nothing.
 */
export function useTypeAhead(name: string, onPick: (suggestion: PlayerSuggestion) => void): TypeAheadControl {
  const state = useStore($typeAhead);
  const [open, setOpen] = useState(false);
  // The option chosen among these names: new names start with none chosen.
  const [choice, setChoice] = useState({ items: state.items, index: -1 });
  const active = choice.items === state.items ? choice.index : -1;
  const setActive = (next: number | ((now: number) => number)) =>
    setChoice({ items: state.items, index: typeof next === 'function' ? next(active) : next });
  const typed = useRef(false);
  const settled = useDebounced(name, TYPE_AHEAD_DEBOUNCE_MS);

  useEffect(() => {
    if (typed.current) void suggestNames(settled);
  }, [settled]);
  useEffect(() => clearSuggestions, []);

  const count = state.items.length;
  const long = [...name.trim()].length >= TYPE_AHEAD_MIN_LENGTH;
  const shown = open && long && (count > 0 || state.error !== null || (!state.loading && state.text !== ''));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: PlayerSuggestion) => {
    typed.current = false;
    close();
    clearSuggestions();
    onPick(suggestion);
  };
  const move = (event: KeyboardEvent<HTMLInputElement>, step: 1 | -1) => {
    if (count === 0) return;
    event.preventDefault();
    setOpen(true);
    // The first press opens the list on its first (or, going up, its last) option.
    setActive((now) => (!shown || now < 0 ? (step === 1 ? 0 : count - 1) : (now + step + count) % count));
  };

  return {
    state,
    open: shown,
    active: shown ? active : -1,
    onType() {
      typed.current = true;
      setOpen(true);
    },
    onKeyDown(event) {
      if (event.key === 'ArrowDown') move(event, 1);
      else if (event.key === 'ArrowUp') move(event, -1);
      else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        close();
      } else if (event.key === 'Enter') {
        const chosen = shown && active >= 0 ? state.items[active] : undefined;
        if (chosen) {
          event.preventDefault();
          pick(chosen);
        } else close();
      }
    },
    close,
    pick,
  };
}
