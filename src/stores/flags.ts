import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

/** localStorage key of the feature-flags map, JSON such as {"oldUI": true}. */
const FEATURE_FLAGS_KEY = 'featureFlags';

/** Feature flags: name to on/off. */
type FeatureFlags = Record<string, boolean>;

function decode(raw: string): FeatureFlags {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

/** The locally stored feature flags. */
export const $featureFlags = persistentAtom<FeatureFlags>(
  FEATURE_FLAGS_KEY,
  {},
  { encode: JSON.stringify, decode },
);

/** Whether the older UI is on. */
export const $oldUI = computed($featureFlags, (flags) => flags.oldUI === true);

/**
 * Turns the older UI on or off. With `showNow` the page shows the chosen variant at once (see
 * BaseLayout); without, the page stays as it is, for a switch that navigates away: flipping it
 * first would flash the other variant of this page before the next one loads.
 */
export function setOldUI(on: boolean, showNow = true): void {
  $featureFlags.set({ ...$featureFlags.get(), oldUI: on });
  if (showNow) document.documentElement.dataset.ui = on ? 'old' : 'new';
}
