import { lazy, Suspense } from 'react';
import { useMounted } from '../shared/use-mounted';
import { mayRememberAnybody } from './device-memory';

// Loaded only where there may be somebody to show: a first visit downloads none of it.
const MyPlayerCards = lazy(() => import('./MyPlayerCards'));

/**
 * The landing's blocks for this device: "Your summary" and "Recent players". They live in the
 * device's storage (and the account), which the server cannot see: the page is the same for
 * everyone, so nothing is drawn until the storage is read, and nothing for a device that
 * remembers nobody.
 */
export function MyPlayers() {
  const mounted = useMounted();
  if (!mounted || !mayRememberAnybody()) return null;
  return (
    <Suspense fallback={null}>
      <MyPlayerCards />
    </Suspense>
  );
}
