import { lazy, Suspense } from 'react';
import { useMounted } from '../shared/use-mounted';
import { mayRememberAnybody } from './device-memory';

// Loaded only where there may be somebody to show: a first visit downloads none of it.
const MyPlayerCards = lazy(() => import('./MyPlayerCards'));

/**
 * The landing's blocks for this device: "Your summary" and "Recent players". They live in the
 * device's storage (and the account), which the server cannot see: the page is the same for
 * everyone. The server draws the card's placeholder, which shows before the first paint only on a
 * device that remembers "me" (html[data-me], set by the landing's early script), and stays until
 * the card replaces it; a device that remembers nobody gets nothing.
 */
export function MyPlayers() {
  const mounted = useMounted();
  if (!mounted) return <CardPlaceholder />;
  if (!mayRememberAnybody()) return null;
  return (
    <Suspense fallback={<CardPlaceholder />}>
      <MyPlayerCards />
    </Suspense>
  );
}

/**
 * "Your summary" before its script and figures arrive: the card's size, so nothing moves when it
 * does. Only seen: a screen reader is told of the card itself once it is there.
 */
function CardPlaceholder() {
  return (
    <div className="my-players my-players--placeholder" aria-hidden="true">
      <div className="card my-players__card my-players__card--me">
        <h2 className="card__title">Your summary</h2>
        <p className="my-players__day">Loading today…</p>
      </div>
    </div>
  );
}
