import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $health, checkHealth } from '../../stores/health';
import { $page } from '../../stores/page';

const RECHECK_MS = 15_000;

/**
 * Checks the API each time the shell shows. When it is down and the page is not loading, a
 * full-screen message covers the page until a re-check finds it up again.
 */
export function HealthGate() {
  const health = useStore($health);
  const { loading } = useStore($page);
  useEffect(() => {
    void checkHealth();
  }, []);
  useEffect(() => {
    if (health.isUp) return;
    const timer = setInterval(() => void checkHealth(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [health.isUp]);
  if (health.isUp || loading) return null;
  return (
    <div className="api-down" role="alertdialog" aria-modal="true" aria-labelledby="api-down-text">
      <span className="api-down__dot" aria-hidden="true" />
      <p id="api-down-text" className="api-down__text">
        API is currently down. Please try again later.
      </p>
      <button type="button" className="button" onClick={() => void checkHealth()}>
        Try again
      </button>
    </div>
  );
}
