import { useStore } from '@nanostores/react';
import * as Dialog from '@radix-ui/react-dialog';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { IMPROVE_SCORE_OPTIONS } from '@/domain/constants';
import { activeFilterCount, type FilterToggle } from '@/domain/filters';
import {
  $classicFilters,
  resetClassicFilters,
  setClassicImproveScoreBy,
  toggleClassicFilter,
} from '@/stores/classic-filters';

/** Labels of the filter settings, in the modal's order. */
const FILTER_LABELS: Record<FilterToggle, string> = {
  showOnlyLevelsToImprove: 'Levels to improve',
  showOnlyMissingLevels: 'Missing levels',
  showOnlyTopScores: 'Top scores',
  showOnlyNotTopScores: 'Not top scores',
  showOnlyLevelsToMatchScore: 'Levels to match score',
  showOnlyDifferentLevels: 'Different levels',
  isMultiGameView: 'Multi-game view',
  showScoreDifference: 'Score difference per level',
  showTotalScorePerGame: 'Total score per game',
};

function Toggle({ name, disabled = false }: { name: FilterToggle; disabled?: boolean }) {
  const filters = useStore($classicFilters);
  return (
    <label className={`filter-toggle${disabled ? ' filter-toggle--disabled' : ''}`}>
      <input
        type="checkbox"
        checked={filters[name]}
        disabled={disabled}
        onChange={() => toggleClassicFilter(name)}
      />
      {FILTER_LABELS[name]}
    </label>
  );
}

/**
 * The Filters modal: every filter setting. Of 'to improve', 'missing', 'top scores' and 'not top
 * scores' one at most is on, and of 'to match score' and 'different levels' one at most.
 */
export function FiltersDialog({ comparing }: { comparing: boolean }) {
  const filters = useStore($classicFilters);
  const active = activeFilterCount(filters);
  return (
    <Dialog.Root>
      <Dialog.Trigger className="button">
        <SlidersHorizontal aria-hidden="true" size={18} /> Filters
        {active > 0 && <span className="filters__count">{active} on</span>}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer__overlay" />
        <Dialog.Content className="dialog dialog--centered filters">
          <div className="drawer__head">
            <Dialog.Title className="dialog__title">Filters</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="filters__help">
            Choose which levels the tables show. Within a group, one filter at a time.
          </Dialog.Description>
          <fieldset className="filters__group">
            <legend>Show only</legend>
            <Toggle name="showOnlyLevelsToImprove" />
            <fieldset className="filters__improve" disabled={!filters.showOnlyLevelsToImprove}>
              <legend>Improve score by</legend>
              {IMPROVE_SCORE_OPTIONS.map((option) => (
                <label key={option} className="filter-toggle">
                  <input
                    type="radio"
                    name="improveScoreBy"
                    value={option}
                    checked={filters.improveScoreBy === option}
                    onChange={() => setClassicImproveScoreBy(option)}
                  />
                  {option}
                </label>
              ))}
            </fieldset>
            <Toggle name="showOnlyMissingLevels" />
            <Toggle name="showOnlyTopScores" />
            <Toggle name="showOnlyNotTopScores" />
          </fieldset>
          <fieldset className="filters__group">
            <legend>Against what is compared</legend>
            {!comparing && (
              <p className="filters__note">
                Compare with a player, yesterday or other locations to use these.
              </p>
            )}
            <Toggle name="showOnlyLevelsToMatchScore" disabled={!comparing} />
            <Toggle name="showOnlyDifferentLevels" disabled={!comparing} />
          </fieldset>
          <fieldset className="filters__group">
            <legend>View</legend>
            <Toggle name="isMultiGameView" />
            <Toggle name="showScoreDifference" />
            <Toggle name="showTotalScorePerGame" />
          </fieldset>
          <div className="filters__actions">
            <button type="button" className="button" onClick={resetClassicFilters}>
              Reset filters
            </button>
            <Dialog.Close className="button button--primary">Done</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
