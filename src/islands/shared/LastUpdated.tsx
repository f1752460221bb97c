import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { updatedAgo } from '../../domain/updated-ago';
import { $lastUpdated } from '../../stores/health';

const TICK_MS = 30_000;

/**
 * 'Scores updated 14 min ago', from the last health check's read of /lastUpdated; kept current.
 * Not on a kept copy shown offline: its notice says when it was saved, and an answer the browser
 * kept would say "just now" of scores the page does not show.
 */
export function LastUpdated() {
  const updated = useStore($lastUpdated);
  const [now, setNow] = useState(() => new Date());
  // The server draws the empty line (it has no health check). The island hydrates after the first
  // paint, by which time the check may have answered: its first render must still be the server's,
  // or React reports a mismatch (#418) and redraws; the line shows from the next render on.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // A kept copy opens with the service worker's offline notice (markedOffline).
  const keptCopy = hydrated && document.querySelector('.offline-copy') !== null;
  if (!updated || !hydrated || keptCopy) return <p className="last-updated" aria-hidden="true" />;
  const at = new Date(updated.players);
  return (
    <p className="last-updated">
      Scores updated{' '}
      <time dateTime={updated.players} title={at.toLocaleString()}>
        {updatedAgo(at, now)}
      </time>
    </p>
  );
}
