import { NO_SUGGESTIONS } from '../../domain/messages';
import type { TypeAheadControl } from './use-type-ahead';

interface Props {
  id: string;
  control: TypeAheadControl;
}

/** The id of option `index` of list `listId` (the box's aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** Where a suggested player plays: the first two venues, and how many more. */
function venuesOf(locations: ReadonlyArray<{ name: string }>): string {
  const names = locations.slice(0, 2).map((l) => l.name);
  const more = locations.length - names.length;
  return more > 0 ? `${names.join(', ')} +${more}` : names.join(', ');
}

/**
 * The type-ahead's list under the box (the listbox of the combobox pattern): the focus stays in
 * the box and the option the arrows are on is its aria-activedescendant. A press on an option
 * does not take the focus (mousedown is held back), so a tap or click picks it.
 */
export function SuggestionList({ id, control }: Props) {
  const { state, open, active } = control;
  const status = state.error ?? (state.items.length === 0 ? NO_SUGGESTIONS : '');
  return (
    <div className="suggestions" hidden={!open}>
      <div
        id={id}
        className="suggestions__list"
        role="listbox"
        aria-label={control.recent ? 'Recent players' : 'Suggestions'}
      >
        {state.items.map((s, i) => (
          // The keyboard stays in the box (aria-activedescendant): an option is out of the tab order
          // (tabIndex -1) and its keys are the box's.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's box handles the keys for every option
          <div
            key={s.name}
            id={optionId(id, i)}
            className="suggestions__option"
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => control.pick(s)}
          >
            <bdi className="suggestions__name">{s.name}</bdi>
            <span className="suggestions__venues">{venuesOf(s.locations)}</span>
          </div>
        ))}
      </div>
      {status && <p className="suggestions__status">{status}</p>}
    </div>
  );
}
