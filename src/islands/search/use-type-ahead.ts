import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import type { RememberedPlayer } from '../../domain/remembered-players';
import { TYPE_AHEAD_DEBOUNCE_MS, TYPE_AHEAD_MIN_LENGTH } from '../../domain/suggestions';
import { $typeAhead, clearSuggestions, suggestNames, type TypeAhead } from '../../stores/player-suggestions';
import { useDebounced } from '../shared/use-debounced';

/** What the box and its list need from the type-ahead. */
export interface TypeAheadControl {
  state: TypeAhead;
  /** Whether the list offers the device's recent players (the box is empty) rather than names like the text. */
  recent: boolean;
  /** Whether the list shows. */
  open: boolean;
  /** The option the arrow keys are on, -1 for none (Enter then searches the typed text). */
  active: number;
  /** Call on each keystroke that changes the text. */
  onType(): void;
  /** Call when the visitor focuses or presses the box: an empty one offers the recent players. */
  onReach(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Closes the list (the box lost the focus, or a search was sent). */
  close(): void;
  pick(suggestion: PlayerSuggestion): void;
}

// One empty list, so that a box with no recent players keeps the same options from render to render.
const NO_PLAYERS: readonly RememberedPlayer[] = [];

/** The recent players as the list's options: each at the one venue whose summary was opened. */
const asSuggestions = (players: readonly RememberedPlayer[]): PlayerSuggestion[] =>
  players.map((p) => ({ name: p.name, locations: [{ id: p.locationId, name: p.venue }] }));

/**
 * The landing box's type-ahead, the keyboard half of the WAI-ARIA combobox pattern: the list
 * opens as the visitor types (once typing pauses for 150 ms, from two characters), Down and Up move
 * through it (wrapping), Enter picks the option they are on (on none, the form searches the text
 * as typed), Escape closes it. A name put in the box by the page (from the address) asks nothing.
 * While the box is empty, focusing or pressing it (or Down) offers the `recent` players instead,
 * picked the same way (`onPick` is told which kind it got).
 */
export function useTypeAhead(
  name: string,
  onPick: (suggestion: PlayerSuggestion, recent: boolean) => void,
  recentPlayers: readonly RememberedPlayer[] = NO_PLAYERS,
): TypeAheadControl {
  const names = useStore($typeAhead);
  const recentItems = useMemo(() => asSuggestions(recentPlayers), [recentPlayers]);
  const recent = name.trim() === '' && recentItems.length > 0;
  const state: TypeAhead = useMemo(
    () => (recent ? { text: '', loading: false, error: null, items: recentItems } : names),
    [recent, recentItems, names],
  );
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
  const shown =
    open &&
    (recent || (long && (count > 0 || state.error !== null || (!state.loading && state.text !== ''))));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: PlayerSuggestion) => {
    typed.current = false;
    close();
    clearSuggestions();
    onPick(suggestion, recent);
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
    recent,
    open: shown,
    active: shown ? active : -1,
    onType() {
      typed.current = true;
      setOpen(true);
    },
    onReach() {
      if (recent) setOpen(true);
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
